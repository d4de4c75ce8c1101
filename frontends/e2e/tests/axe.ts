import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

/** WCAG 2.2 AA as axe-core checks it (issue 18): every A and AA rule of WCAG 2.0, 2.1 and 2.2. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface A11yViolation {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's own `axe.run` in the page, its script put in once per document (and per frame). Not @axe-core/playwright:
 * its `analyze()` injects the script into every frame again on each call and finishes each run in a new blank page,
 * some 1.6 s a check on the smallest screen against 0.15 s here for the same rules and the same findings, and the
 * a11y journeys make some 150 checks (decision 0032).
 */
async function runAxe(page: Page): Promise<AxeResults> {
  for (const frame of page.frames()) {
    const present = await frame.evaluate(() => 'axe' in window).catch(() => true);
    if (!present) await frame.evaluate(AXE_SOURCE);
  }
  return page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    WCAG_AA_TAGS,
  );
}

/**
 * What axe finds on the page as it is now (the whole document, dialogs and toasts included), once running
 * animations have ended: a dialog fading in would otherwise be measured half transparent.
 */
export async function a11yViolations(page: Page): Promise<A11yViolation[]> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  const results = await runAxe(page);
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.map((n) => `${n.target.join(' ')}${n.failureSummary ? ` (${firstLine(n.failureSummary)})` : ''}`),
  }));
}

const firstLine = (text: string) =>
  text
    .split('\n')
    .find((l) => l.trim() && !/^Fix (any|all)/.test(l))
    ?.trim() ?? '';

/**
 * Fails with axe's words when the screen as it is now breaks a WCAG 2 A/AA rule. `screen` names the place in the
 * message. Call it once the screen has settled (its content visible): axe reads what is painted, animations
 * included, so a dialog is checked after it has opened.
 */
export async function expectNoA11yViolations(page: Page, screen = page.url()): Promise<void> {
  const violations = await a11yViolations(page);
  expect(violations.length, a11yReport(screen, violations)).toBe(0);
}

/** axe's findings as a person reads them: each rule, then each element with what is wrong with it. */
export function a11yReport(screen: string, violations: A11yViolation[]): string {
  const rules = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n${v.targets.map((t) => `  - ${t}`).join('\n')}`,
  );
  return `WCAG 2 A/AA violations on ${screen}:\n${rules.join('\n')}`;
}
