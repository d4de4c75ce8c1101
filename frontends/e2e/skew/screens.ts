import { expect, test as base, type Page } from '@playwright/test';
import { grantPlan, signIn, uniqueEmail } from '../tests/support';
import type { ProductOptions } from './server';

export const test = base.extend<ProductOptions>({
  dataDir: ['', { option: true }],
  page: async ({ page, dataDir }, use) => {
    // tests/support.ts reads the outbox of the product named by E2E_DATA_DIR: this project's product.
    process.env.E2E_DATA_DIR = dataDir;
    await use(page);
  },
});

/** Uncaught errors of the page: a shell and a remote that disagree fail here first. */
export function pageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

const REMOTE_FAILED = 'This part of the app could not be loaded';

/** Signs in as a new person (ends on the editor) and buys Premium, so every screen is open to them. */
export async function signInAsPremium(page: Page, prefix: string): Promise<void> {
  await signIn(page, uniqueEmail(prefix));
  await grantPlan(page, 'premium', 'active');
}

/** The editor remote shows the signed-in person's resume. */
export async function editorWorks(page: Page): Promise<void> {
  await page.goto('/resume-editor');
  await expect(page.getByRole('heading', { name: 'My Professional Resume' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/Resume ID: [\w-]{10,}/)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Resume sections' })).toBeVisible();
  await expect(page.getByText(REMOTE_FAILED)).toHaveCount(0);
}

/** The share-manager remote lists the person's share links (none yet). */
export async function shareLinksWork(page: Page): Promise<void> {
  await page.goto('/share-links');
  await expect(page.getByRole('heading', { name: 'Manage Share Links', level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByTestId('share-links-empty').getByRole('heading', { name: 'No Share Links Yet' }),
  ).toBeVisible();
  await expect(page.getByText(REMOTE_FAILED)).toHaveCount(0);
}

/** The account remote shows the profile with its cards, and the subscription page the person's plan. */
export async function accountWorks(page: Page): Promise<void> {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Your Profile', level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('linkedin-card').getByRole('heading', { name: 'LinkedIn Integration' })).toBeVisible();
  await expect(page.getByTestId('domains-card')).toBeVisible();
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { name: 'Subscription', level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('subscription-details')).toBeVisible();
  await expect(page.getByText(REMOTE_FAILED)).toHaveCount(0);
}

/** The template-designer remote opens on the presets. */
export async function templatesWork(page: Page): Promise<void> {
  await page.goto('/template-editor');
  await expect(page.getByRole('heading', { name: 'Custom Templates', level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('tab', { name: 'Presets' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(REMOTE_FAILED)).toHaveCount(0);
}
