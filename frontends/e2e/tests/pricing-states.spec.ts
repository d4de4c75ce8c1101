import { expect } from '@playwright/test';
import { grantPlan, test } from './support';

/**
 * What the pricing page and the paid screens say to a paid and to a past-due Premium user
 * (docs/decisions/0041-pricing-button-states.md): Free is never offered as an 'upgrade', and a failed payment is
 * fixed in Manage Subscription (the billing portal), not by buying Premium again.
 */
test.describe('pricing states', () => {
  test.use({ signedInAs: 'premium' });

  test("a paid user's Free card says it is included, with no 'Upgrade to Free'", async ({ page }) => {
    await page.goto('/pricing');
    const free = page.getByTestId('plan-card-free');
    await expect(free.getByRole('button', { name: 'Included in Premium' })).toBeDisabled({ timeout: 15_000 });
    await expect(free).toContainText('To return to Free, cancel in Manage Subscription.');
    await expect(page.getByText(/Upgrade to (Free|Premium)/)).toHaveCount(0);
    await expect(page.getByTestId('plan-card-premium').getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Manage Subscription' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('pricing-paid.png'), fullPage: true });
  });

  test('a past-due Premium user is told the payment failed and fixes the card in Manage Subscription', async ({
    page,
  }) => {
    test.slow(); // a new premium account, then its payment fails
    await page.goto('/pricing');
    await grantPlan(page, 'premium', 'past_due');

    const notice = page.getByTestId('payment-past-due');
    await expect(notice).toContainText('Payment past due', { timeout: 15_000 });
    await expect(notice).toContainText('Your last payment failed.');
    await expect(page.getByText(/Upgrade to (Free|Premium)/)).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('pricing-past-due.png'), fullPage: true });

    // A paid screen says the same and leads to Manage Subscription, not to an upgrade.
    await page.goto('/filters');
    const dialog = page.getByRole('dialog', { name: 'Payment past due' });
    await expect(dialog).toContainText('Your last payment failed', { timeout: 15_000 });
    await expect(dialog.getByRole('button', { name: 'Upgrade to Premium' })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('filters-past-due.png') });
    await dialog.getByRole('button', { name: 'Manage Subscription' }).click();
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(page.getByTestId('payment-past-due')).toBeVisible();

    // The pricing page's Manage Subscription opens the billing portal, where the card is updated.
    await page.goto('/pricing');
    await notice.getByRole('button', { name: 'Manage Subscription' }).click();
    await expect(page).toHaveURL(/\/billing\/test-portal\?session=/);
    await expect(page.getByTestId('test-portal')).toBeVisible();
  });
});
