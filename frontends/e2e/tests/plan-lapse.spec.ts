import { expect } from '@playwright/test';
import { createShareLink, expectToast, grantPlan, seedResume, test } from './support';

/**
 * A lapsed plan in the browser (docs/decisions/0036-plan-lapse.md): the owner whose subscription ended still finds
 * Manage Share Links in the menu, reads what the links show now, and deletes a link; new links wait for Premium.
 */
test.describe('a lapsed plan', () => {
  test.use({ signedInAs: 'premium' });

  test('the owner keeps Manage Share Links and deletes a link after the plan ended', async ({ page }) => {
    test.slow(); // a new premium account, then the plan ends
    await seedResume(page, { personal: { name: 'Ada Lapse' } });
    await createShareLink(page, {});
    await page.goto('/resume-editor');
    await grantPlan(page, 'free', 'canceled');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Manage Share Links' }).click();
    await expect(page).toHaveURL(/\/share-links$/);
    await expect(page.getByRole('heading', { name: 'Manage Share Links', level: 1 })).toBeVisible({ timeout: 15_000 });
    const notice = page.getByTestId('plan-ended-notice');
    await expect(notice).toContainText('Your Premium plan has ended');
    await expect(notice.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/pricing');
    await expect(page.getByRole('button', { name: 'New Share Link' })).toHaveCount(0);

    const row = page.getByTestId('share-link-row');
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: /^Actions for/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Analytics' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Link Deleted');
    await expect(row).toHaveCount(0);
  });
});
