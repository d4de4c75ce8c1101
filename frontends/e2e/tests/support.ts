import { expect, type Page } from '@playwright/test';
import { MAGIC_LINK_PATTERN, newestMailTo } from '../../../test-support/outbox.cjs';

const dataDir = () => process.env.E2E_DATA_DIR as string;

/** The newest magic link the outbox holds for this address (the mail adapter a fresh machine uses). */
export function magicLinkFromOutbox(email: string): Promise<string> {
  return mailedLink(email, MAGIC_LINK_PATTERN);
}

/** The first match of `pattern` in the newest outbox mail to this address that has one. */
export async function mailedLink(email: string, pattern: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        link = newestMailTo(dataDir(), email, pattern)?.text.match(pattern)?.[0];
        return link;
      },
      { message: `a link ${pattern} for ${email} in the outbox`, timeout: 10_000 },
    )
    .toBeTruthy();
  return link as string;
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.com`;
}

/** Signs in through the real form and the link from the outbox; ends on /resume-editor. */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/email/i).fill(email);
  await page.getByRole('button', { name: /send magic link/i }).click();
  await expect(page.getByText(/check your email/i)).toBeVisible();
  const link = await magicLinkFromOutbox(email);
  await page.goto(link);
  await expect(page).toHaveURL(/\/resume-editor$/, { timeout: 15_000 });
}

/**
 * Gives the signed-in user of this page a plan. Premium with status active is bought the way a person buys it on the
 * embedded default (no STRIPE_SECRET_KEY): a checkout through the API, completed on the local test checkout. Other plans
 * and statuses go through the backend's test-only route (ENABLE_TEST_ROUTES, set in playwright.config.ts).
 */
export async function grantPlan(
  page: Page,
  plan: 'free' | 'premium' | 'professional',
  subscriptionStatus: string | null = 'active',
): Promise<void> {
  if (plan === 'premium' && subscriptionStatus === 'active') {
    await buyPremium(page);
  } else {
    const res = await page.request.post('/api/test/grant-plan', { data: { plan, subscriptionStatus } });
    expect(res.status(), await res.text()).toBe(200);
  }
  // The shell caches the user for 5 minutes (spec): reload so the new plan is read.
  await page.reload();
}

interface PlansAnswer {
  mode: string;
  plans: { id: string; prices: { interval: string; stripePriceId: string }[] }[];
}

/** Premium (monthly) through the local checkout, as the pricing page and the test checkout page do it. */
export async function buyPremium(page: Page, interval: 'month' | 'year' = 'month'): Promise<void> {
  const plans = (await (await page.request.get('/api/billing/plans')).json()) as PlansAnswer;
  expect(plans.mode, 'the journeys run on the embedded billing default').toBe('local');
  const priceId = plans.plans
    .find((p) => p.id === 'premium')
    ?.prices.find((p) => p.interval === interval)?.stripePriceId;
  expect(priceId, 'a premium price id').toBeTruthy();
  const origin = new URL(page.url()).origin;
  const checkout = await page.request.post('/api/create-checkout', {
    data: { priceId, successUrl: `${origin}/pricing?success=true`, cancelUrl: `${origin}/pricing?canceled=true` },
  });
  expect(checkout.ok(), await checkout.text()).toBe(true);
  const { url } = (await checkout.json()) as { url: string };
  const session = new URL(url).searchParams.get('session');
  expect(session, `a local checkout session in ${url}`).toBeTruthy();
  const done = await page.request.post(`/api/billing/test-checkout/${encodeURIComponent(session as string)}/complete`, {
    data: {},
  });
  expect(done.ok(), await done.text()).toBe(true);
}

/**
 * Asserts the one visible toast (limit 1), then closes it so the next assertion cannot see a stale one. The close
 * button is clicked by event: while a modal dialog is open the rest of the page takes no pointer events.
 */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const toast = page.getByTestId('toast');
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText(title);
  if (description) await expect(toast).toContainText(description);
  await toast.locator('button[toast-close]').dispatchEvent('click');
  await expect(toast).toHaveCount(0);
}
