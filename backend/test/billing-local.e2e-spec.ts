import type { INestApplication } from '@nestjs/common';
import { BILLING_API, BILLING_PAGES, ERROR_CODES, TAILORING_API } from '@resume/contracts';
import type { PlansResponse, SubscriptionResponse, TestCheckoutSession, TestPortalSession } from '@resume/contracts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { runAdminCommand } from '../src/admin-cli';
import { createApp } from '../src/app.factory';
import { SweepBilling } from '../src/modules/billing/application/sweep-billing.use-case';
import { addInterval } from '../src/modules/billing/domain/local-subscription';
import { migrateFirstInProduction } from './support/migrate-first';
import { ResumeClient } from './support/resume-client';
import { targets } from './support/targets';
import { APP_URL, TestApp } from './support/test-app';

/**
 * The embedded default (no STRIPE_SECRET_KEY, issue 11 point 4, docs/decisions/0016-billing.md): the local test
 * checkout and portal drive the same use cases as Stripe's webhooks, with their state in the database.
 */
const DAY = 24 * 60 * 60 * 1000;
const error = (code: keyof typeof ERROR_CODES) => ({ code, message: ERROR_CODES[code].message });
const SUCCESS = `${APP_URL}/pricing?success=true`;
const CANCEL = `${APP_URL}/pricing?canceled=true`;

/** The session id in a local checkout or portal URL. */
function sessionOf(url: string, page: 'test-checkout' | 'test-portal'): string {
  const parsed = new URL(url);
  expect(`${parsed.origin}${parsed.pathname}`).toBe(`${APP_URL}/billing/${page}`);
  return parsed.searchParams.get('session')!;
}

describe.each(targets())('billing, embedded default, on $name', (target) => {
  const t = new TestApp(target, { ENABLE_TEST_ROUTES: 'true' });
  beforeAll(() => t.start(), 60_000);
  afterAll(() => t.stop());
  afterEach(() => t.clock.reset());

  const plans = async () => (await t.http().get(BILLING_API.plans)).body as PlansResponse;
  const mine = async (c: ResumeClient) => (await c.get(BILLING_API.subscription)).body as SubscriptionResponse;
  const filters = async (c: ResumeClient) => (await c.get(TAILORING_API.filters)).status;

  async function openCheckout(c: ResumeClient, interval: 'month' | 'year' = 'month'): Promise<string> {
    const premium = (await plans()).plans.find((p) => p.id === 'premium')!;
    const priceId = premium.prices.find((p) => p.interval === interval)!.stripePriceId;
    const res = await c.post(BILLING_API.createCheckout, { priceId, successUrl: SUCCESS, cancelUrl: CANCEL });
    expect(res.status).toBe(200);
    return sessionOf(res.body.url, 'test-checkout');
  }

  async function buy(c: ResumeClient, interval: 'month' | 'year' = 'month'): Promise<void> {
    const id = await openCheckout(c, interval);
    const res = await c.post(BILLING_API.testCheckoutComplete(id), {});
    expect([res.status, res.body]).toEqual([200, { redirectUrl: SUCCESS }]);
  }

  async function openPortal(c: ResumeClient): Promise<string> {
    const res = await c.post(BILLING_API.customerPortal, { returnUrl: `${APP_URL}/subscription` });
    expect(res.status).toBe(200);
    return sessionOf(res.body.url, 'test-portal');
  }

  const act = (c: ResumeClient, portal: string, body: object) => c.post(BILLING_API.testPortalAction(portal), body);

  /** Moves the clock on; sessions last 30 days without use, so the user's session is used every 20 days (GET /api/user). */
  async function passTime(c: ResumeClient, ms: number): Promise<void> {
    for (let left = ms; left > 0; left -= 20 * DAY) {
      t.clock.advance(Math.min(left, 20 * DAY));
      expect((await c.get('/api/user')).status).toBe(200);
    }
  }

  it('serves the catalogue with local price ids, so Premium can be bought without Stripe', async () => {
    const body = await plans();
    expect(body.mode).toBe('local');
    const premium = body.plans.find((p) => p.id === 'premium')!;
    expect([premium.price, premium.stripePriceId, premium.prices, premium.discount, premium.mostPopular]).toEqual([
      4.99,
      'local_premium_month',
      [
        { interval: 'month', amount: 4.99, stripePriceId: 'local_premium_month' },
        { interval: 'year', amount: 49.99, stripePriceId: 'local_premium_year' },
      ],
      'Save 17%',
      true,
    ]);
    expect(body.plans.map((p) => p.id)).toEqual(['free', 'premium']);
  });

  it('checkout -> the local checkout page -> complete: Premium, active, one month; the paid features open', async () => {
    const c = await ResumeClient.signIn(t);
    expect(await filters(c)).toBe(403);
    const id = await openCheckout(c);
    const page = await c.get(BILLING_API.testCheckout(id));
    expect([page.status, page.body as TestCheckoutSession]).toEqual([
      200,
      {
        id,
        plan: 'premium',
        planName: 'Premium',
        priceId: 'local_premium_month',
        amount: 4.99,
        interval: 'month',
        status: 'open',
        cancelUrl: CANCEL,
      },
    ]);
    // The page URL is the shell's own page (BILLING_PAGES), under APP_URL.
    expect(BILLING_PAGES.testCheckout(id)).toBe(`/billing/test-checkout?session=${encodeURIComponent(id)}`);

    const done = await c.post(BILLING_API.testCheckoutComplete(id), {});
    expect([done.status, done.body]).toEqual([200, { redirectUrl: SUCCESS }]);
    expect((await c.get('/api/user')).body).toMatchObject({ plan: 'premium', subscriptionStatus: 'active' });
    expect(await filters(c)).toBe(200);
    const sub = await mine(c);
    expect(sub).toEqual({
      plan: 'premium',
      subscriptionStatus: 'active',
      interval: 'month',
      currentPeriodEnd: expect.any(String),
      cancelAtPeriodEnd: false,
      hasCustomer: true,
      mode: 'local',
    });
    const end = new Date(sub.currentPeriodEnd!).getTime();
    expect(Math.abs(end - addInterval(new Date(), 'month').getTime())).toBeLessThan(60_000);
    expect((await c.get(BILLING_API.testCheckout(id))).body.status).toBe('complete');
    // Completing again (a double click, a second tab) starts nothing new.
    const again = await c.post(BILLING_API.testCheckoutComplete(id), {});
    expect([again.status, again.body]).toEqual([200, { redirectUrl: SUCCESS }]);
    const customer = (
      await t.dataSource.query('SELECT customerId FROM billing_accounts WHERE userId = ?', [c.userId])
    )[0].customerId;
    expect(await t.count('billing_local_subscriptions', 'customerId = ?', [customer])).toBe(1);
    // A paid user is sent to the portal, not to a second checkout.
    const second = await c.post(BILLING_API.createCheckout, {
      priceId: 'local_premium_year',
      successUrl: SUCCESS,
      cancelUrl: CANCEL,
    });
    expect([second.status, second.body]).toEqual([409, error('SUBSCRIPTION_EXISTS')]);
  });

  it('a yearly checkout runs one year', async () => {
    const c = await ResumeClient.signIn(t);
    await buy(c, 'year');
    const sub = await mine(c);
    expect([sub.plan, sub.subscriptionStatus, sub.interval]).toEqual(['premium', 'active', 'year']);
    expect(
      Math.abs(new Date(sub.currentPeriodEnd!).getTime() - addInterval(new Date(), 'year').getTime()),
    ).toBeLessThan(60_000);
  });

  it('concurrent completes of one checkout start one subscription', async () => {
    const c = await ResumeClient.signIn(t);
    const id = await openCheckout(c);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => c.post(BILLING_API.testCheckoutComplete(id), {})),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(6).fill(200));
    const customer = (
      await t.dataSource.query('SELECT customerId FROM billing_accounts WHERE userId = ?', [c.userId])
    )[0].customerId;
    expect(await t.count('billing_local_subscriptions', 'customerId = ?', [customer])).toBe(1);
    expect((await mine(c)).subscriptionStatus).toBe('active');
  });

  it("a session is its owner's only: 404 for another person, 401 signed out, 404 for an unknown id", async () => {
    const owner = await ResumeClient.signIn(t);
    const other = await ResumeClient.signIn(t);
    const id = await openCheckout(owner);
    expect([
      (await other.get(BILLING_API.testCheckout(id))).status,
      (await other.post(BILLING_API.testCheckoutComplete(id), {})).status,
    ]).toEqual([404, 404]);
    expect((await t.http().get(BILLING_API.testCheckout(id))).status).toBe(401);
    expect((await owner.get(BILLING_API.testCheckout('lcs_unknown'))).status).toBe(404);
    expect((await other.get('/api/user')).body.plan).toBe('free');
    // The checkout id is not a portal id, and a portal is its owner's only too.
    expect((await owner.get(BILLING_API.testPortal(id))).status).toBe(404);
    const portal = await openPortal(owner);
    expect((await other.get(BILLING_API.testPortal(portal))).status).toBe(404);
    expect((await act(other, portal, { action: 'cancel' })).status).toBe(404);
    // A checkout session lasts a day.
    t.clock.advance(DAY + 1000);
    expect((await owner.post(BILLING_API.testCheckoutComplete(id), {})).status).toBe(404);
    expect((await owner.get('/api/user')).body.plan).toBe('free');
  });

  it('portal cancel: still paid until the period end, then Free (canceled) and the paid features refused', async () => {
    const c = await ResumeClient.signIn(t);
    await buy(c);
    const portal = await openPortal(c);
    const view = await c.get(BILLING_API.testPortal(portal));
    expect([view.status, (view.body as TestPortalSession).returnUrl, view.body.subscription.plan]).toEqual([
      200,
      `${APP_URL}/subscription`,
      'premium',
    ]);
    const cancelled = await act(c, portal, { action: 'cancel' });
    expect(cancelled.status).toBe(200);
    expect((cancelled.body as TestPortalSession).subscription).toMatchObject({
      plan: 'premium',
      subscriptionStatus: 'active',
      cancelAtPeriodEnd: true,
    });
    const end = new Date((await mine(c)).currentPeriodEnd!).getTime();

    await passTime(c, end - Date.now() - 60_000);
    expect((await mine(c)).subscriptionStatus).toBe('active');
    expect(await filters(c)).toBe(200);
    t.clock.advance(2 * 60_000);
    expect(await mine(c)).toMatchObject({
      plan: 'free',
      subscriptionStatus: 'canceled',
      cancelAtPeriodEnd: true,
      hasCustomer: true,
    });
    const refused = await c.get(TAILORING_API.filters);
    expect([refused.status, refused.body]).toEqual([403, error('PREMIUM_REQUIRED')]);
    // An ended subscription cannot be resumed; buying again works.
    const resume = await act(c, await openPortal(c), { action: 'resume' });
    expect([resume.status, resume.body]).toEqual([409, error('NO_SUBSCRIPTION')]);
    await buy(c);
    expect(await filters(c)).toBe(200);
  });

  it('ends a cancelled subscription at the period end without any page being opened (housekeeping)', async () => {
    const c = await ResumeClient.signIn(t);
    await buy(c);
    expect((await act(c, await openPortal(c), { action: 'cancel' })).status).toBe(200);
    await passTime(c, 32 * DAY);
    expect((await c.get('/api/user')).body).toMatchObject({ plan: 'premium', subscriptionStatus: 'active' });
    await t.app.get(SweepBilling).execute();
    expect(await filters(c)).toBe(403);
    expect((await c.get('/api/user')).body).toMatchObject({ plan: 'free', subscriptionStatus: 'canceled' });
  });

  it('resume: a cancelled subscription renews at the period end', async () => {
    const c = await ResumeClient.signIn(t);
    await buy(c);
    const portal = await openPortal(c);
    expect((await act(c, portal, { action: 'cancel' })).body.subscription.cancelAtPeriodEnd).toBe(true);
    const resumed = await act(c, portal, { action: 'resume' });
    expect(resumed.body.subscription).toMatchObject({
      plan: 'premium',
      subscriptionStatus: 'active',
      cancelAtPeriodEnd: false,
    });
    const end = new Date(resumed.body.subscription.currentPeriodEnd).getTime();
    await passTime(c, end - Date.now() + 60_000);
    const renewed = await mine(c);
    expect([renewed.plan, renewed.subscriptionStatus]).toEqual(['premium', 'active']);
    expect(new Date(renewed.currentPeriodEnd!).getTime()).toBe(addInterval(new Date(end), 'month').getTime());
    expect(await filters(c)).toBe(200);
  });

  it('switch: monthly to yearly starts a yearly period now, and back', async () => {
    const c = await ResumeClient.signIn(t);
    await buy(c);
    const portal = await openPortal(c);
    const yearly = await act(c, portal, { action: 'switch', interval: 'year' });
    expect(yearly.status).toBe(200);
    expect(yearly.body.subscription).toMatchObject({ plan: 'premium', subscriptionStatus: 'active', interval: 'year' });
    expect(
      Math.abs(
        new Date(yearly.body.subscription.currentPeriodEnd).getTime() - addInterval(new Date(), 'year').getTime(),
      ),
    ).toBeLessThan(60_000);
    const [row] = await t.dataSource.query('SELECT priceId FROM billing_accounts WHERE userId = ?', [c.userId]);
    expect(row.priceId).toBe('local_premium_year');
    expect((await act(c, portal, { action: 'switch', interval: 'month' })).body.subscription.interval).toBe('month');
    for (const body of [{ action: 'switch' }, { action: 'switch', interval: 'week' }, { action: 'refund' }]) {
      const res = await act(c, portal, body);
      expect([JSON.stringify(body), res.status, res.body.code]).toEqual([
        JSON.stringify(body),
        400,
        'VALIDATION_FAILED',
      ]);
    }
  });

  it("test-only 'end-period' ends a cancelled subscription now (for the browser journey)", async () => {
    const c = await ResumeClient.signIn(t);
    await buy(c);
    const portal = await openPortal(c);
    await act(c, portal, { action: 'cancel' });
    const ended = await act(c, portal, { action: 'end-period' });
    expect([ended.status, ended.body.subscription.plan, ended.body.subscription.subscriptionStatus]).toEqual([
      200,
      'free',
      'canceled',
    ]);
    expect(await filters(c)).toBe(403);
  });

  it('the portal needs a customer; the Stripe webhook does not exist here', async () => {
    const c = await ResumeClient.signIn(t);
    const none = await c.post(BILLING_API.customerPortal, { returnUrl: APP_URL });
    expect([none.status, none.body]).toEqual([400, error('NO_BILLING_ACCOUNT')]);
    const webhook = await t.http().post(BILLING_API.stripeWebhook).set('Content-Type', 'application/json').send('{}');
    expect(webhook.status).toBe(404);
  });

  // The admin command opens the database itself. On MariaDB it runs beside the server; the embedded sql.js file is
  // held in the server's memory, so there the command refuses while the server runs (its `<file>.pid`).
  if (target.database === 'sqljs') {
    it('on the embedded database the command refuses while the server runs, runs once it is stopped, and the restarted server reads it', async () => {
      const own = new TestApp(target);
      await own.start();
      try {
        const { user } = await own.signIn();
        const lines: string[] = [];
        const env = { DATA_DIR: own.dataDir, LOG_LEVEL: 'error' };
        const setPremium = () =>
          runAdminCommand(['plan', String(user.email), 'premium'], {
            env,
            operator: 'support-bob',
            print: (l) => lines.push(l),
          });
        expect(await setPremium()).toBe(1);
        expect(lines).toEqual([
          `The server (pid ${process.pid}) is running on this embedded database: stop it first ` +
            '(it keeps the file in memory and would write over this change).',
        ]);
        await own.app.close();
        lines.length = 0;
        expect(await setPremium()).toBe(0);
        expect(lines).toEqual([`user ${user.id}: free/- -> premium/active`]);
        own.app = await createApp({ env: { APP_URL, DATA_DIR: own.dataDir, LOG_LEVEL: 'error' } });
        const rows = await own.app
          .get(DataSource)
          .query('SELECT plan, subscriptionStatus FROM users WHERE id = ?', [user.id]);
        expect(rows).toEqual([{ plan: 'premium', subscriptionStatus: 'active' }]);
      } finally {
        await own.stop();
      }
    });
    return;
  }

  it('npm run admin -- plan <email> <plan> [status] sets a plan, logged without the address', async () => {
    const { cookie, user } = await t.signIn();
    const email = String(user.email);
    const lines: string[] = [];
    const env = {
      DATABASE_URL: String((t.dataSource.options as { url?: string }).url),
      LOG_LEVEL: 'log',
      DATA_DIR: t.dataDir,
    };
    const logged: string[] = [];
    const write = jest
      .spyOn(process.stdout, 'write')
      .mockImplementation((chunk: string | Uint8Array) => (logged.push(String(chunk)), true));
    try {
      expect(
        await runAdminCommand(['plan', email.toUpperCase(), 'premium'], {
          env,
          operator: 'support-alice',
          print: (l) => lines.push(l),
        }),
      ).toBe(0);
    } finally {
      write.mockRestore();
    }
    const log = logged.join('');
    expect(log).toMatch(
      new RegExp(
        `support-alice set the plan of user ${user.id} from free/- to premium/active at \\d{4}-\\d\\d-\\d\\dT`,
      ),
    );
    expect(log.toLowerCase()).not.toContain(email.toLowerCase());
    env.LOG_LEVEL = 'error';
    expect(lines).toEqual([`user ${user.id}: free/- -> premium/active`]);
    expect((await t.http().get('/api/user').set('Cookie', cookie)).body).toMatchObject({
      plan: 'premium',
      subscriptionStatus: 'active',
    });
    expect(
      await runAdminCommand(['plan', email, 'professional', 'trialing'], {
        env,
        operator: 'support-alice',
        print: (l) => lines.push(l),
      }),
    ).toBe(0);
    expect(
      await runAdminCommand(['plan', email, 'free'], { env, operator: 'support-alice', print: (l) => lines.push(l) }),
    ).toBe(0);
    expect(lines.slice(1)).toEqual([
      `user ${user.id}: premium/active -> professional/trialing`,
      `user ${user.id}: professional/trialing -> free/-`,
    ]);
    expect(await runAdminCommand(['plan', 'nobody@example.com', 'free'], { env, print: (l) => lines.push(l) })).toBe(1);
    expect(await runAdminCommand(['plan', email, 'gold'], { env, print: (l) => lines.push(l) })).toBe(1);
    expect(await runAdminCommand(['plan', email], { env, print: (l) => lines.push(l) })).toBe(2);
    expect(lines.slice(3)).toEqual([
      'No account has this address.',
      'plan must be one of free, premium, professional',
      'usage: npm run admin -w backend -- plan <email> <free|premium|professional> [status]',
    ]);
  });
});

describe('billing without the test routes, disabled, and in production', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rb-billing-modes-'));
  const apps: INestApplication[] = [];
  const start = async (env: Record<string, string>) => {
    const appEnv = { DATA_DIR: mkdtempSync(join(dataDir, 'app-')), APP_URL, LOG_LEVEL: 'error', ...env };
    await migrateFirstInProduction(appEnv);
    const app = await createApp({ env: appEnv });
    apps.push(app);
    return app;
  };
  afterAll(async () => {
    for (const app of apps) await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses to start in production without Stripe, naming the variables', async () => {
    await expect(
      createApp({ env: { NODE_ENV: 'production', SENDGRID_API_KEY: 'SG.x', DATA_DIR: dataDir, LOG_LEVEL: 'error' } }),
    ).rejects.toThrow(
      'Invalid environment variable STRIPE_SECRET_KEY: required when NODE_ENV=production: set STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_PREMIUM_MONTHLY, STRIPE_PRICE_PREMIUM_YEARLY',
    );
  });

  it('BILLING=disabled starts in production: mode disabled, nothing purchasable', async () => {
    const app = await start({
      NODE_ENV: 'production',
      SENDGRID_API_KEY: 'SG.x',
      SENDGRID_API_URL: 'http://127.0.0.1:9',
      BILLING: 'disabled',
    });
    const plans = (await request(app.getHttpServer()).get(BILLING_API.plans)).body as PlansResponse;
    expect(plans.mode).toBe('disabled');
    expect(plans.plans.flatMap((p) => p.prices.map((x) => x.stripePriceId))).toEqual(['', '', '', '']);
  });

  it('BILLING=disabled: checkout, portal and webhook answer 503 BILLING_DISABLED', async () => {
    const t = new TestApp({ name: 'sql.js', database: 'sqljs', redis: false }, { BILLING: 'disabled' });
    await t.start();
    try {
      const c = await ResumeClient.signIn(t);
      const checkout = await c.post(BILLING_API.createCheckout, {
        priceId: 'local_premium_month',
        successUrl: SUCCESS,
        cancelUrl: CANCEL,
      });
      expect([checkout.status, checkout.body]).toEqual([503, error('BILLING_DISABLED')]);
      const portal = await c.post(BILLING_API.customerPortal, { returnUrl: APP_URL });
      expect([portal.status, portal.body]).toEqual([503, error('BILLING_DISABLED')]);
      expect(
        (await t.http().post(BILLING_API.stripeWebhook).set('Stripe-Signature', 't=1,v1=x').send('{}')).status,
      ).toBe(503);
      expect((await c.get(BILLING_API.subscription)).body.mode).toBe('disabled');
    } finally {
      await t.stop();
    }
  });

  it("without ENABLE_TEST_ROUTES the local portal refuses 'end-period'", async () => {
    const t = new TestApp({ name: 'sql.js', database: 'sqljs', redis: false });
    await t.start();
    try {
      const c = await ResumeClient.signIn(t);
      const checkout = await c.post(BILLING_API.createCheckout, {
        priceId: 'local_premium_month',
        successUrl: SUCCESS,
        cancelUrl: CANCEL,
      });
      const id = sessionOf(checkout.body.url, 'test-checkout');
      expect((await c.post(BILLING_API.testCheckoutComplete(id), {})).status).toBe(200);
      const portal = await c.post(BILLING_API.customerPortal, { returnUrl: APP_URL });
      const res = await c.post(BILLING_API.testPortalAction(sessionOf(portal.body.url, 'test-portal')), {
        action: 'end-period',
      });
      expect([res.status, res.body.code, res.body.details]).toEqual([
        400,
        'VALIDATION_FAILED',
        [{ field: 'action', problem: 'must be one of cancel, resume, switch' }],
      ]);
      expect((await c.get('/api/user')).body.plan).toBe('premium');
    } finally {
      await t.stop();
    }
  });
});
