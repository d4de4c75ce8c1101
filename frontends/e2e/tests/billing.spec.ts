import { expect, test, type Page } from '@playwright/test';
import { signIn, uniqueEmail } from './support';

/**
 * Billing on the embedded default (issue 11): no STRIPE_SECRET_KEY, so checkout and portal are the product's own test
 * pages, driving the same use cases as Stripe's webhooks.
 */

async function expectPremiumDialog(page: Page) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Premium Feature' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Upgrade to Premium' })).toBeVisible();
}

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: /account menu/i }).click();
  return page.getByRole('menu');
}

test('a visitor sees both plans, the yearly price with Save 17%, the FAQ, and buttons that sign in first', async ({
  page,
}) => {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { name: 'Choose Your Plan', level: 1 })).toBeVisible();
  const free = page.getByTestId('plan-card-free');
  const premium = page.getByTestId('plan-card-premium');
  await expect(premium).toContainText('MOST POPULAR');
  await expect(premium.getByTestId('plan-price')).toHaveText('$4.99/month');
  await expect(free.getByTestId('plan-price')).toHaveText('$0/month');

  const yearly = page.getByRole('radio', { name: /Yearly/ });
  await expect(yearly).toContainText('Save 17%');
  await expect(yearly).toHaveAttribute('aria-checked', 'false');
  await yearly.click();
  await expect(yearly).toHaveAttribute('aria-checked', 'true');
  await expect(premium.getByTestId('plan-price')).toHaveText('$49.99/year');
  await page.screenshot({ path: test.info().outputPath('pricing-yearly.png') });

  await expect(premium.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
    'href',
    '/login?redirect=%2Fpricing',
  );
  await expect(free.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/login?redirect=%2Fpricing');

  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  for (const q of [
    'What do I get with Premium?',
    'How does billing work?',
    'Which payment methods do you accept?',
    'Can I cancel anytime?',
    'How does the LinkedIn integration work?',
    'Do you offer refunds?',
    'What happens to my share links and domains when Premium ends?',
  ]) {
    await expect(faq.getByText(q)).toBeVisible();
  }
  await faq.getByText('Do you offer refunds?').click();
  await expect(faq).toContainText('14-day money-back guarantee');
});

test('a free user upgrades through the local checkout, has Premium everywhere, cancels in the local portal and loses access at the end', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, uniqueEmail('billing'));
  await page.goto('/pricing');
  const free = page.getByTestId('plan-card-free');
  const premium = page.getByTestId('plan-card-premium');
  await expect(free.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Manage Subscription' })).toHaveCount(0);

  // 'Processing...' while the checkout is being created (the request is held until the label is seen).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/create-checkout', async (route) => {
    await held;
    await route.continue();
  });
  await premium.getByRole('button', { name: 'Upgrade to Premium' }).click();
  await expect(premium.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  release();

  // A clearly marked test checkout; Cancel comes back with nothing charged.
  await expect(page).toHaveURL(/\/billing\/test-checkout\?session=/);
  await page.unroute('**/api/create-checkout');
  await expect(page.getByTestId('test-mode-banner')).toContainText('Test checkout');
  await expect(page.getByTestId('test-checkout')).toContainText('Premium');
  await expect(page.getByTestId('test-checkout-price')).toHaveText('$4.99');
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page).toHaveURL(/\/pricing\?canceled=true$/);
  await expect(page.getByTestId('checkout-canceled')).toContainText('Nothing was charged');
  await expect(free.getByRole('button', { name: 'Current Plan' })).toBeDisabled();

  // Yearly, paid on the test checkout.
  await page.getByRole('radio', { name: /Yearly/ }).click();
  await expect(premium.getByTestId('plan-price')).toHaveText('$49.99/year');
  await premium.getByRole('button', { name: 'Upgrade to Premium' }).click();
  const checkout = page.getByTestId('test-checkout');
  await expect(checkout.getByTestId('test-checkout-price')).toHaveText('$49.99');
  await expect(checkout).toContainText('per year');
  await page.screenshot({ path: test.info().outputPath('test-checkout.png') });
  await checkout.getByRole('button', { name: 'Complete test payment' }).click();

  await expect(page).toHaveURL(/\/pricing\?success=true$/);
  await expect(page.getByTestId('payment-confirmed')).toContainText('Welcome to Premium!');
  await expect(premium.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  await expect(free.getByRole('button', { name: 'Included in Premium' })).toBeDisabled();
  await expect(free).not.toContainText('Upgrade to Free');
  await expect(page.getByRole('button', { name: 'Manage Subscription' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('pricing-confirmed.png') });

  // Premium on the profile...
  await page.goto('/profile');
  const card = page.getByTestId('subscription-card');
  await expect(card.getByTestId('plan-badge')).toHaveText('Premium');
  for (const feature of [
    'Basic Resume Editing',
    'Export to PDF',
    'Unlimited Share Links',
    'Resume Filters for Different Job Applications',
    'Custom Templates',
    'Sync Resume from LinkedIn',
    'Remove branding',
  ]) {
    await expect(card.getByRole('listitem').filter({ hasText: feature }).getByLabel('Included')).toBeVisible();
  }
  await expect(card.getByRole('link', { name: 'Manage Subscription' })).toHaveAttribute('href', '/subscription');
  await card.screenshot({ path: test.info().outputPath('profile-subscription-card.png') });

  // ...and in the menu, where Resume Filters opens.
  let menu = await openAccountMenu(page);
  await expect(menu.getByTestId('plan-badge')).toHaveText('Premium');
  await menu.getByRole('menuitem', { name: 'Resume Filters', exact: true }).click();
  await expect(page).toHaveURL(/\/filters$/);
  await expect(page.getByRole('heading', { name: 'Resume Filters', level: 1 })).toBeVisible({ timeout: 15_000 });

  // /subscription: plan, status, renewal date; the portal.
  await page.goto('/subscription');
  await expect(page.getByTestId('subscription-plan')).toContainText('Billed yearly');
  await expect(page.getByTestId('subscription-status')).toHaveText('Active');
  await expect(page.getByTestId('subscription-period')).toContainText('Renews on');
  await page.getByRole('button', { name: 'Manage Subscription' }).click();
  await expect(page).toHaveURL(/\/billing\/test-portal\?session=/);
  const session = new URL(page.url()).searchParams.get('session') as string;
  const portal = page.getByTestId('test-portal');
  await expect(page.getByTestId('test-mode-banner')).toContainText('Test billing portal');

  await portal.getByRole('button', { name: 'Switch to monthly billing' }).click();
  await expect(portal).toContainText('Billed monthly');
  await portal.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByTestId('cancel-at-period-end')).toContainText('You keep your premium features until then');
  await expect(portal.getByTestId('test-portal-period')).toContainText('Ends on');
  await expect(portal.getByRole('button', { name: 'Resume subscription' })).toBeVisible();
  await expect(portal.getByRole('button', { name: /Switch to/ })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('test-portal-cancelled.png') });
  await portal.getByRole('button', { name: 'Return' }).click();

  // Cancelled at the period end: still Premium until then.
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByTestId('cancel-at-period-end')).toContainText('Cancellation scheduled');
  await expect(page.getByTestId('subscription-period')).toContainText('Ends on');
  await page.goto('/filters');
  await expect(page.getByRole('heading', { name: 'Resume Filters', level: 1 })).toBeVisible({ timeout: 15_000 });

  // The period ends (the local portal's test-only action, as Stripe would at the period end).
  const ended = await page.request.post(`/api/billing/test-portal/${encodeURIComponent(session)}/actions`, {
    data: { action: 'end-period' },
  });
  expect(ended.ok(), await ended.text()).toBe(true);

  await page.goto('/filters');
  await expectPremiumDialog(page);
  await page.goto('/profile');
  await expect(card.getByTestId('plan-badge')).toHaveText('Free Plan');
  await expect(
    card.getByRole('listitem').filter({ hasText: 'Custom Templates' }).getByLabel('Not included'),
  ).toBeVisible();
  await expect(card.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/pricing');
  menu = await openAccountMenu(page);
  await expect(menu.getByTestId('plan-badge')).toHaveText('Free');
  await expect(menu.getByRole('menuitem', { name: 'Resume Filters (Premium feature)' })).toHaveAttribute(
    'href',
    '/pricing',
  );
  await page.keyboard.press('Escape');

  await page.goto('/subscription');
  await expect(page.getByTestId('subscription-status')).toHaveText('Canceled');
  await expect(page.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/pricing');
  await page.goto('/pricing');
  await expect(free.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  await expect(premium.getByRole('button', { name: 'Upgrade to Premium' })).toBeEnabled();
});
