import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import { basename } from 'node:path';
import { MAGIC_LINK_PATTERN, newestMailTo } from '../../../test-support/outbox.cjs';
import { PREVIEW_HIDDEN_KEY } from '../../editor/src/preview/preview-hidden-key';

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
/**
 * An address no other test uses: the worker's index keeps two workers apart even in the same millisecond with the
 * same counter (the journeys run on two workers, decision 0032).
 */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  const worker = process.env.TEST_WORKER_INDEX ?? '0';
  return `${prefix}.${Date.now().toString(36)}w${worker}n${counter}@example.com`;
}

/**
 * Signs in through the real form and the link from the outbox; ends on /resume-editor. By the form's own marks, not
 * its words: a journey with a German or Arabic browser gets the form in that language (decision 0049).
 */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  const form = page.getByTestId('login-form');
  await form.locator('#email').fill(email);
  await form.getByRole('button').click();
  await expect(page.getByTestId('magic-link-sent')).toBeVisible();
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
  await buyPremiumThrough(page.request, new URL(page.url()).origin, interval);
}

/** buyPremium before any page is open: `origin` is where the checkout's success and cancel pages are. */
export async function buyPremiumThrough(
  request: APIRequestContext,
  origin: string,
  interval: 'month' | 'year' = 'month',
): Promise<void> {
  const plans = (await (await request.get('/api/billing/plans')).json()) as PlansAnswer;
  expect(plans.mode, 'the journeys run on the embedded billing default').toBe('local');
  const priceId = plans.plans
    .find((p) => p.id === 'premium')
    ?.prices.find((p) => p.interval === interval)?.stripePriceId;
  expect(priceId, 'a premium price id').toBeTruthy();
  const checkout = await request.post('/api/create-checkout', {
    data: { priceId, successUrl: `${origin}/pricing?success=true`, cancelUrl: `${origin}/pricing?canceled=true` },
  });
  expect(checkout.ok(), await checkout.text()).toBe(true);
  const { url } = (await checkout.json()) as { url: string };
  const session = new URL(url).searchParams.get('session');
  expect(session, `a local checkout session in ${url}`).toBeTruthy();
  const done = await request.post(`/api/billing/test-checkout/${encodeURIComponent(session as string)}/complete`, {
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

let clientsSoFar = 0;

/**
 * A made-up client address for one sign-in (198.18.0.0/15 is kept for benchmarks, never a real client). The server
 * believes it because playwright.config.ts sets TRUST_PROXY=loopback; without it every journey's sign-in would count
 * against the one per-client window (LIMITS.verifyPerClient: 30 redeemed links per 15 minutes, no setting).
 */
function nextClientAddress(parallelIndex: number): string {
  clientsSoFar += 1;
  return `198.18.${parallelIndex % 256}.${clientsSoFar % 256}`;
}

/**
 * Signs this page's browser in without the form (sign-in.spec.ts covers the form): asks for a link and redeems it
 * through the API with the browser's own cookies, so the sign-in cookie binding is the form's. Opens no page.
 */
export async function signInThroughApi(request: APIRequestContext, email: string, client: string): Promise<void> {
  const headers = { 'X-Forwarded-For': client };
  const asked = await request.post('/api/auth/magic-link', { data: { email }, headers });
  expect(asked.status(), await asked.text()).toBe(200);
  const token = new URL(await magicLinkFromOutbox(email)).searchParams.get('token');
  const redeemed = await request.post('/api/auth/verify-magic-link', { data: { token }, headers });
  expect(redeemed.status(), await redeemed.text()).toBe(200);
}

export type SignedInPlan = 'free' | 'premium';

export interface Account {
  email: string;
}

/**
 * `test.use({ signedInAs: 'premium' })` gives every test of a describe its own new account, signed in on `page`
 * before the test (and its beforeEach) starts: free, or premium bought through the local checkout. Tests that
 * need no account leave it unset.
 */
export const test = base.extend<{ signedInAs: SignedInPlan | null; account: Account | null; livePreview: boolean }>({
  signedInAs: [null, { option: true }],
  /**
   * Whether the editor shows its live preview beside the form on a wide screen, as it does for a person who never
   * hid it. Journeys about something else start with it hidden, as the person may choose (the editor's 'Hide
   * preview', kept on the device): each visit and each save in the editor would otherwise print a PDF and draw it
   * (docs/decisions/0032-ci-time-budget.md). The preview's own journeys and the accessibility sweeps show it.
   */
  livePreview: [false, { option: true }],
  context: async ({ context, livePreview }, use) => {
    if (!livePreview)
      await context.addInitScript((key) => {
        // Only where the journey has not chosen itself (a reload keeps what it clicked).
        if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, 'true');
      }, PREVIEW_HIDDEN_KEY);
    await use(context);
  },
  account: [
    async ({ page, signedInAs, baseURL }, use, testInfo) => {
      if (!signedInAs) return use(null);
      const email = uniqueEmail(basename(testInfo.file, '.spec.ts'));
      await signInThroughApi(page.request, email, nextClientAddress(testInfo.parallelIndex));
      if (signedInAs === 'premium') await buyPremiumThrough(page.request, baseURL as string);
      await use({ email });
    },
    { auto: true },
  ],
});

/** Sends `data` with the page's session as the apps do and returns the answer; fails with the server's words. */
export async function callApi<T = unknown>(
  page: Page,
  method: 'POST' | 'PATCH' | 'PUT',
  path: string,
  data: object,
): Promise<T> {
  const res = await page.request.fetch(path, { method, data });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json().catch(() => null)) as T;
}

/** What seedResume can put in a resume; each list is added in its order, as the editor adds items one by one. */
export interface ResumeSeed {
  /** PATCH /api/user: name, title, phone, location, linkedin, github, website. */
  personal?: Record<string, string>;
  summary?: string;
  experiences?: object[];
  education?: object[];
  skills?: object[];
  projects?: object[];
  certifications?: object[];
}

/** Fills the signed-in user's resume through the API the editor uses. */
export async function seedResume(page: Page, seed: ResumeSeed): Promise<void> {
  if (seed.personal) await callApi(page, 'PATCH', '/api/user', seed.personal);
  if (seed.summary !== undefined) await callApi(page, 'PATCH', '/api/resume', { summary: seed.summary });
  const lists: [string, object[] | undefined][] = [
    ['/api/experiences', seed.experiences],
    ['/api/education', seed.education],
    ['/api/skills', seed.skills],
    ['/api/projects', seed.projects],
    ['/api/certifications', seed.certifications],
  ];
  for (const [path, items] of lists) for (const item of items ?? []) await callApi(page, 'POST', path, item);
}

/** A filter of the signed-in (premium) user; returns its id. */
export async function createFilter(page: Page, filter: { name: string; tags: string[] }): Promise<string> {
  const created = await callApi<{ id: string }>(page, 'POST', '/api/filters', filter);
  expect(created?.id, 'the new filter').toBeTruthy();
  return created.id;
}

/** A share link of the signed-in (premium) user, as the New Share Link dialog creates it. */
export async function createShareLink(
  page: Page,
  link: { filterId?: string | null; templateId?: string | null },
): Promise<void> {
  await callApi(page, 'POST', '/api/share-links', link);
}

/** A job posting the match reads: Go, PostgreSQL, Kubernetes and AWS required, Kafka and Terraform preferred (0051, 0052). */
export const BACKEND_POSTING = `Senior Backend Engineer – Payments

Requirements:
- Go and PostgreSQL
- Kubernetes (k8s) on AWS

Nice to have:
- Apache Kafka
- Terraform
`;
