import { devices, type Browser, type PlaywrightWorkerArgs } from '@playwright/test';
import { CHROMIUM } from '../chromium';
import { readOutbox, type OutboxMail } from '../../../test-support/outbox.cjs';

/**
 * Who opens a share link, as the reading rules tell them apart (contracts/src/api/reading.ts `isUnfurler`,
 * docs/decisions/0053-read-notices.md): a person's desktop browser, and a link unfurler that is not counted.
 */
export const DESKTOP_UA = devices['Desktop Chrome'].userAgent;
export const SLACKBOT = 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)';

/**
 * A visitor's own Chromium, whose User-Agent is a desktop Chrome's: a beacon sent while a page unloads carries the
 * browser's own User-Agent, not a context's override, and a headless Chromium's says HeadlessChrome (a robot, whose
 * reading is not kept). Close it when done.
 */
export function launchReaderBrowser(playwright: PlaywrightWorkerArgs['playwright']): Promise<Browser> {
  return playwright.chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', `--user-agent=${DESKTOP_UA}`],
  });
}

/** The 'was opened' e-mails the outbox holds for this owner, oldest first. */
export function firstOpenMailsTo(email: string): OutboxMail[] {
  return readOutbox(process.env.E2E_DATA_DIR as string).filter((m) => m.to === email && / opened$/.test(m.subject));
}
