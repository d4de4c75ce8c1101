import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 AA as axe-core checks it (issue 18): every A and AA rule of WCAG 2.0, 2.1 and 2.2. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface A11yViolation {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/**
 * What axe finds on the page as it is now (the whole document, dialogs and toasts included), once running
 * animations have ended: a dialog fading in would otherwise be measured half transparent.
 */
export async function a11yViolations(page: Page): Promise<A11yViolation[]> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  const results = await new AxeBuilder({ page }).withTags(WCAG_AA_TAGS).analyze();
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
