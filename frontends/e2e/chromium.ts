import { existsSync } from 'node:fs';

/** Debian's `chromium-headless-shell` (apt-get install chromium-headless-shell): Chromium's old headless mode. */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium the journeys drive: CHROMIUM_PATH when set; else Debian's headless shell when installed, as Playwright
 * itself runs headless tests in its own `chromium-headless-shell`; else Debian's full Chromium. The shell is the same
 * Blink without the browser around it: two sets of journeys took 23-28 % less wall time and 25-32 % less CPU with it on this machine
 * (docs/decisions/0032-ci-time-budget.md, 2026-11-28, session 2). The app prints with its own (CHROMIUM_PATH).
 */
export const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
