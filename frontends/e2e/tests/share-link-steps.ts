import { expect, type Page } from '@playwright/test';

/** The steps in Manage Share Links that several journeys take (link controls, frozen links, issue 28's journey). */

/** Opens Manage Share Links and waits for its heading (a cold remote takes a while on a busy machine). */
export async function openShareLinks(page: Page): Promise<void> {
  await page.goto('/share-links');
  await expect(page.getByRole('heading', { name: 'Manage Share Links', level: 1 })).toBeVisible({ timeout: 15_000 });
}

/** The first link in the table: the newest, and the only one in the journeys that use these steps. */
export const firstLinkRow = (page: Page) => page.getByTestId('share-link-row').first();

/** Chooses `action` ('Pause Link', 'Set Expiry', 'Refresh'...) in the first link's actions menu. */
export async function firstLinkAction(page: Page, action: string): Promise<void> {
  await firstLinkRow(page)
    .getByRole('button', { name: /^Actions for/ })
    .click();
  await page.getByRole('menu').getByRole('menuitem', { name: action }).click();
}
