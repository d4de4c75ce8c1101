import { BILLING_API, ERROR_CODES, TAILORING_API } from '@resume/contracts';
import type { PlansResponse, SubscriptionResponse } from '@resume/contracts';
import { ResumeClient } from './support/resume-client';
import { FakeStripe, FakeSubscription } from './support/fake-stripe';
import { targets } from './support/targets';
import { APP_URL, TestApp } from './support/test-app';

/**
 * Billing with Stripe (issue 11, docs/decisions/0016-billing.md): the real `stripe` SDK against a local fake Stripe
 * (test/support/fake-stripe.ts). Checkout and portal, signed webhooks (5-minute tolerance), each event once, the
 * subscription re-read from Stripe (late, repeated and out-of-order events), and concurrent deliveries.
 */
const MONTHLY = 'price_premium_month';
const YEARLY = 'price_premium_year';
const DAY_S = 24 * 60 * 60;
const error = (code: keyof typeof ERROR_CODES) => ({ code, message: ERROR_CODES[code].message });

describe.each(targets())('billing with Stripe on $name', (target) => {
  const stripe = new FakeStripe();
  let t: TestApp;
  beforeAll(async () => {
    await stripe.start();
    t = await new TestApp(target, stripe.env()).start();
  }, 60_000);
  afterAll(async () => {
    await t?.stop();
    await stripe.stop();
  });
  afterEach(() => {
    t.clock.reset();
    stripe.failures.clear();
  });

  const checkout = (
    c: ResumeClient,
    priceId: string,
    successUrl = `${APP_URL}/pricing?success=true`,
    cancelUrl = `${APP_URL}/pricing?canceled=true`,
  ) => c.post(BILLING_API.createCheckout, { priceId, successUrl, cancelUrl });

  const deliver = (delivery: { payload: string; signature?: string }) => {
    const req = t.http().post(BILLING_API.stripeWebhook).set('Content-Type', 'application/json; charset=utf-8');
    if (delivery.signature !== undefined) req.set('Stripe-Signature', delivery.signature);
    return req.send(delivery.payload);
  };

  const account = async (c: ResumeClient) => {
    const rows = await t.dataSource.query('SELECT * FROM billing_accounts WHERE userId = ?', [c.userId]);
    return rows[0] as Record<string, unknown> | undefined;
  };
  const userRow = async (c: ResumeClient) => {
    const [row] = await t.dataSource.query('SELECT plan, subscriptionStatus FROM users WHERE id = ?', [c.userId]);
    return { plan: row.plan, subscriptionStatus: row.subscriptionStatus };
  };
  const filters = async (c: ResumeClient) => (await c.get(TAILORING_API.filters)).status;

  /** A signed-in user who went through checkout: their Stripe customer exists. */
  async function customer(): Promise<{ c: ResumeClient; customerId: string }> {
    const c = await ResumeClient.signIn(t);
    expect((await checkout(c, MONTHLY)).status).toBe(200);
    return { c, customerId: String((await account(c))!.customerId) };
  }

  /** A customer whose subscription Stripe holds in `state`, announced by checkout.session.completed. */
  async function subscriber(state: Partial<FakeSubscription> = {}) {
    const { c, customerId } = await customer();
    const sub: FakeSubscription = {
      id: `sub_${c.userId.replace(/[^A-Za-z0-9]/g, '')}`,
      customer: customerId,
      status: 'active',
      priceId: MONTHLY,
      currentPeriodEnd: Math.floor(Date.now() / 1000) + 30 * DAY_S,
      cancelAtPeriodEnd: false,
      ...state,
    };
    stripe.setSubscription(sub);
    const res = await deliver(
      stripe.event('checkout.session.completed', {
        id: 'cs_test_1',
        object: 'checkout.session',
        customer: customerId,
        subscription: sub.id,
        client_reference_id: c.userId,
      }),
    );
    expect([res.status, res.body]).toEqual([200, { received: true }]);
    return { c, customerId, sub };
  }

  it('serves the plan catalogue with the configured price ids (Professional only when configured)', async () => {
    const res = await t.http().get(BILLING_API.plans);
    const body = res.body as PlansResponse;
    expect(res.status).toBe(200);
    expect(body.mode).toBe('stripe');
    expect(body.plans.map((p) => [p.id, p.price, p.stripePriceId, p.prices, p.mostPopular, p.discount])).toEqual([
      [
        'free',
        0,
        '',
        [
          { interval: 'month', amount: 0, stripePriceId: '' },
          { interval: 'year', amount: 0, stripePriceId: '' },
        ],
        false,
        undefined,
      ],
      [
        'premium',
        4.99,
        MONTHLY,
        [
          { interval: 'month', amount: 4.99, stripePriceId: MONTHLY },
          { interval: 'year', amount: 49.99, stripePriceId: YEARLY },
        ],
        true,
        'Save 17%',
      ],
    ]);
    expect(body.plans[0].features).toEqual([
      { name: 'Basic Resume', included: true },
      { name: 'PDF Export', included: true, limited: true },
      { name: 'Unlimited Filters', included: false },
      { name: 'Unlimited Share Links', included: false },
      { name: 'Premium Templates', included: false },
      { name: 'LinkedIn Integration', included: false },
      { name: 'Remove branding', included: false },
    ]);
    expect(body.plans[1].features.every((f) => f.included && !f.limited)).toBe(true);
    // The embedded default's pages do not exist with Stripe.
    const c = await ResumeClient.signIn(t);
    expect((await c.get(BILLING_API.testCheckout('lcs_x'))).status).toBe(404);
  });

  it.each([
    ['monthly', MONTHLY],
    ['yearly', YEARLY],
  ])('opens a %s Stripe Checkout for the signed-in user, with one customer per user', async (_, priceId) => {
    const c = await ResumeClient.signIn(t);
    const customersBefore = stripe.received('POST', '/v1/customers').length;
    const sessionsBefore = stripe.received('POST', '/v1/checkout/sessions').length;
    const first = await checkout(c, priceId);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/) });
    const second = await checkout(c, priceId);
    expect(second.status).toBe(200);

    const customers = stripe.received('POST', '/v1/customers').slice(customersBefore);
    expect(customers).toHaveLength(1);
    expect(customers[0].params['metadata[userId]']).toBe(c.userId);
    expect(customers[0].idempotencyKey).toBe(`customer-${c.userId}`);
    const customerId = (await account(c))!.customerId;
    expect(customerId).toMatch(/^cus_/);
    const sessions = stripe.received('POST', '/v1/checkout/sessions').slice(sessionsBefore);
    expect(sessions).toHaveLength(2);
    expect(sessions[0].params).toMatchObject({
      mode: 'subscription',
      customer: customerId,
      client_reference_id: c.userId,
      'metadata[userId]': c.userId,
      'subscription_data[metadata][userId]': c.userId,
      'line_items[0][price]': priceId,
      'line_items[0][quantity]': '1',
      success_url: `${APP_URL}/pricing?success=true`,
      cancel_url: `${APP_URL}/pricing?canceled=true`,
    });
    expect(sessions[1].params.customer).toBe(customerId);
  });

  it('refuses a price that is not configured and return addresses off the site, before calling Stripe', async () => {
    const c = await ResumeClient.signIn(t);
    const before = stripe.requests.length;
    for (const priceId of ['price_someone_elses', '', 'local_premium_month']) {
      const res = await checkout(c, priceId);
      expect([priceId, res.status, res.body]).toEqual([priceId, 400, error('PRICE_NOT_AVAILABLE')]);
    }
    const offSite = [
      'https://evil.example/pricing',
      'http://app.example.test.evil.example/pricing',
      '//evil.example/x',
      'javascript:alert(1)',
      'https://app.example.test/pricing',
    ];
    for (const url of offSite) {
      const success = await checkout(c, MONTHLY, url);
      expect([url, success.status, success.body]).toEqual([url, 400, error('REDIRECT_NOT_ALLOWED')]);
      const cancel = await checkout(c, MONTHLY, `${APP_URL}/pricing`, url);
      expect([url, cancel.status, cancel.body]).toEqual([url, 400, error('REDIRECT_NOT_ALLOWED')]);
    }
    const portal = await c.post(BILLING_API.customerPortal, { returnUrl: 'https://evil.example/' });
    expect([portal.status, portal.body]).toEqual([400, error('REDIRECT_NOT_ALLOWED')]);
    expect(stripe.requests.length).toBe(before);
    expect(await account(c)).toBeUndefined();
  });

  it('asks for a session, and answers 429 past the checkout/portal limit per person', async () => {
    for (const [path, body] of [
      [BILLING_API.createCheckout, { priceId: MONTHLY, successUrl: APP_URL, cancelUrl: APP_URL }],
      [BILLING_API.customerPortal, { returnUrl: APP_URL }],
    ] as const) {
      const res = await t.http().post(path).send(body);
      expect([path, res.status, res.body.code]).toEqual([path, 401, 'UNAUTHENTICATED']);
    }
    expect((await t.http().get(BILLING_API.subscription)).status).toBe(401);

    const c = await ResumeClient.signIn(t);
    for (let i = 0; i < 20; i += 1) expect((await checkout(c, MONTHLY, 'https://evil.example/')).status).toBe(400);
    const limited = await c.post(BILLING_API.customerPortal, { returnUrl: APP_URL });
    expect([limited.status, limited.body.code, Number(limited.headers['retry-after']) > 0]).toEqual([
      429,
      'RATE_LIMITED',
      true,
    ]);
    // Another person is not limited.
    expect((await checkout(await ResumeClient.signIn(t), MONTHLY)).status).toBe(200);
  });

  it("opens the billing portal of the user's customer; a user without one gets NO_BILLING_ACCOUNT", async () => {
    const stranger = await ResumeClient.signIn(t);
    const none = await stranger.post(BILLING_API.customerPortal, { returnUrl: `${APP_URL}/pricing` });
    expect([none.status, none.body]).toEqual([400, error('NO_BILLING_ACCOUNT')]);

    const { c, customerId } = await customer();
    const res = await c.post(BILLING_API.customerPortal, { returnUrl: `${APP_URL}/subscription` });
    expect([res.status, res.body]).toEqual([
      200,
      { url: expect.stringMatching(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_/) },
    ]);
    expect(stripe.received('POST', '/v1/billing_portal/sessions').pop()!.params).toEqual({
      customer: customerId,
      return_url: `${APP_URL}/subscription`,
    });
  });

  it('answers 502 PAYMENT_PROVIDER_FAILED when Stripe refuses the checkout', async () => {
    const c = await ResumeClient.signIn(t);
    stripe.failures.set('/v1/checkout/sessions', {
      status: 400,
      type: 'invalid_request_error',
      code: 'resource_missing',
    });
    const res = await checkout(c, MONTHLY);
    expect([res.status, res.body]).toEqual([502, error('PAYMENT_PROVIDER_FAILED')]);
  });

  it('refuses unsigned, badly signed, altered and 10-minute-old webhooks (400), and nothing changes', async () => {
    const { c, customerId } = await customer();
    stripe.setSubscription({
      id: 'sub_refused',
      customer: customerId,
      status: 'active',
      priceId: MONTHLY,
      currentPeriodEnd: Math.floor(Date.now() / 1000) + 30 * DAY_S,
      cancelAtPeriodEnd: false,
    });
    const object = { id: 'sub_refused', object: 'subscription', customer: customerId, status: 'active' };
    const good = stripe.event('customer.subscription.updated', object);
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    const deliveries = {
      unsigned: { payload: good.payload },
      'empty signature': { payload: good.payload, signature: '' },
      'wrong secret': stripe.event('customer.subscription.updated', object, { secret: 'whsec_someone_else' }),
      altered: { payload: good.payload.replace('"active"', '"trialing"'), signature: good.signature },
      garbage: { payload: good.payload, signature: 't=1,v1=abc' },
      '10 minutes old': stripe.event('customer.subscription.updated', object, { timestamp: tenMinutesAgo }),
    };
    const eventsBefore = await t.count('billing_events');
    for (const [name, delivery] of Object.entries(deliveries)) {
      const res = await deliver(delivery);
      expect([name, res.status, res.body]).toEqual([name, 400, error('WEBHOOK_SIGNATURE_INVALID')]);
    }
    expect(await userRow(c)).toEqual({ plan: 'free', subscriptionStatus: null });
    expect(await t.count('billing_events')).toBe(eventsBefore);
    // 4 minutes old is within the tolerance; so is the app clock's view of "now".
    const recent = await deliver(
      stripe.event('customer.subscription.updated', object, { timestamp: Math.floor(Date.now() / 1000) - 240 }),
    );
    expect(recent.status).toBe(200);
    expect(await userRow(c)).toEqual({ plan: 'premium', subscriptionStatus: 'active' });
    // The tolerance is measured on the app's clock: the same event 6 minutes later is refused.
    const late = stripe.event('customer.subscription.updated', object);
    t.clock.advance(6 * 60 * 1000);
    expect((await deliver(late)).status).toBe(400);
  });

  it('checkout.session.completed makes the user Premium as Stripe says, and opens the paid features', async () => {
    const periodEnd = Math.floor(Date.now() / 1000) + 365 * DAY_S;
    const { c, sub } = await subscriber({ priceId: YEARLY, currentPeriodEnd: periodEnd });
    expect(await userRow(c)).toEqual({ plan: 'premium', subscriptionStatus: 'active' });
    const mine = await c.get(BILLING_API.subscription);
    expect(mine.body as SubscriptionResponse).toEqual({
      plan: 'premium',
      subscriptionStatus: 'active',
      interval: 'year',
      currentPeriodEnd: new Date(periodEnd * 1000).toISOString(),
      cancelAtPeriodEnd: false,
      hasCustomer: true,
      mode: 'stripe',
    });
    expect(await filters(c)).toBe(200);
    expect((await c.get('/api/user')).body).toMatchObject({ plan: 'premium', subscriptionStatus: 'active' });
    expect(stripe.received('GET', `/v1/subscriptions/${sub.id}`).length).toBeGreaterThan(0);
    // A second subscription would be charged too: changes go through the portal.
    const again = await checkout(c, MONTHLY);
    expect([again.status, again.body]).toEqual([409, error('SUBSCRIPTION_EXISTS')]);
  });

  it('handles the same event twice with one effect', async () => {
    const { c, customerId, sub } = await subscriber();
    const event = stripe.event('customer.subscription.updated', {
      id: sub.id,
      object: 'subscription',
      customer: customerId,
    });
    stripe.updateSubscription(sub.id, { cancelAtPeriodEnd: true });
    expect((await deliver(event)).status).toBe(200);
    expect((await c.get(BILLING_API.subscription)).body.cancelAtPeriodEnd).toBe(true);
    // Stripe delivers the same event again after the state moved on: answered 200, nothing re-applied.
    stripe.updateSubscription(sub.id, { cancelAtPeriodEnd: false, status: 'past_due' });
    const reads = stripe.received('GET', `/v1/subscriptions/${sub.id}`).length;
    const repeat = await deliver(event);
    expect([repeat.status, repeat.body]).toEqual([200, { received: true }]);
    expect(stripe.received('GET', `/v1/subscriptions/${sub.id}`).length).toBe(reads);
    expect(await userRow(c)).toEqual({ plan: 'premium', subscriptionStatus: 'active' });
    expect(await t.count('billing_events', 'id = ?', [event.id])).toBe(1);
  });

  it('subscription.deleted delivered before an older updated -> active: the user ends without paid access', async () => {
    const { c, customerId, sub } = await subscriber();
    expect(await filters(c)).toBe(200);
    stripe.updateSubscription(sub.id, { status: 'canceled' });
    const older = stripe.event('customer.subscription.updated', {
      id: sub.id,
      object: 'subscription',
      customer: customerId,
      status: 'active',
    });
    const deleted = stripe.event('customer.subscription.deleted', {
      id: sub.id,
      object: 'subscription',
      customer: customerId,
      status: 'canceled',
    });
    expect((await deliver(deleted)).status).toBe(200);
    expect((await deliver(older)).status).toBe(200);
    expect(await userRow(c)).toEqual({ plan: 'free', subscriptionStatus: 'canceled' });
    expect(await filters(c)).toBe(403);
    // Free again: the pricing page may offer Premium, and checkout opens.
    expect((await checkout(c, MONTHLY)).status).toBe(200);
  });

  it('payment failed -> past_due -> paid features refused; paid again -> active', async () => {
    const { c, customerId, sub } = await subscriber();
    stripe.updateSubscription(sub.id, { status: 'past_due' });
    // Current API versions name the subscription under parent.subscription_details.
    const failed = stripe.event('invoice.payment_failed', {
      id: 'in_1',
      object: 'invoice',
      customer: customerId,
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } },
    });
    expect((await deliver(failed)).status).toBe(200);
    expect(await userRow(c)).toEqual({ plan: 'premium', subscriptionStatus: 'past_due' });
    const refused = await c.get(TAILORING_API.filters);
    expect([refused.status, refused.body]).toEqual([403, error('PREMIUM_REQUIRED')]);
    stripe.updateSubscription(sub.id, { status: 'active' });
    // Older API versions: invoice.subscription.
    expect(
      (
        await deliver(
          stripe.event('invoice.paid', { id: 'in_2', object: 'invoice', customer: customerId, subscription: sub.id }),
        )
      ).status,
    ).toBe(200);
    expect(await userRow(c)).toEqual({ plan: 'premium', subscriptionStatus: 'active' });
    expect(await filters(c)).toBe(200);
  });

  it('answers 200 without effect for an unknown customer, an unknown price and events it does not handle', async () => {
    const unknownCustomer = stripe.event('customer.subscription.updated', {
      id: 'sub_nobody',
      object: 'subscription',
      customer: 'cus_nobody',
    });
    expect((await deliver(unknownCustomer)).status).toBe(200);

    const { c, customerId, sub } = await subscriber();
    stripe.updateSubscription(sub.id, { priceId: 'price_from_another_product', status: 'active' });
    const unknownPrice = await deliver(
      stripe.event('customer.subscription.updated', { id: sub.id, object: 'subscription', customer: customerId }),
    );
    expect(unknownPrice.status).toBe(200);
    stripe.updateSubscription(sub.id, { priceId: MONTHLY, status: 'canceled' });
    const other = await deliver(stripe.event('customer.created', { id: customerId, object: 'customer' }));
    expect([other.status, other.body]).toEqual([200, { received: true }]);
    // Neither changed the user; a subscription that Stripe no longer knows changes nothing either.
    expect(await userRow(c)).toEqual({ plan: 'premium', subscriptionStatus: 'active' });
    expect(
      (
        await deliver(
          stripe.event('customer.subscription.updated', {
            id: 'sub_gone',
            object: 'subscription',
            customer: customerId,
          }),
        )
      ).status,
    ).toBe(200);
    expect(await userRow(c)).toEqual({ plan: 'premium', subscriptionStatus: 'active' });
  });

  it('a late event about an older, ended subscription does not end a newer one', async () => {
    const { c, customerId, sub } = await subscriber();
    stripe.updateSubscription(sub.id, { status: 'canceled' });
    expect(
      (await deliver(stripe.event('customer.subscription.deleted', { id: sub.id, customer: customerId }))).status,
    ).toBe(200);
    const renewed: FakeSubscription = { ...sub, id: `${sub.id}_2`, status: 'active', priceId: YEARLY };
    stripe.setSubscription(renewed);
    expect(
      (await deliver(stripe.event('customer.subscription.created', { id: renewed.id, customer: customerId }))).status,
    ).toBe(200);
    expect(await userRow(c)).toEqual({ plan: 'premium', subscriptionStatus: 'active' });
    // The first subscription's deletion arrives once more under another event id.
    expect(
      (await deliver(stripe.event('customer.subscription.deleted', { id: sub.id, customer: customerId }))).status,
    ).toBe(200);
    expect(await userRow(c)).toEqual({ plan: 'premium', subscriptionStatus: 'active' });
    expect((await c.get(BILLING_API.subscription)).body.interval).toBe('year');
  });

  it('20 concurrent deliveries of mixed events end in the state Stripe holds, even when an early read answers last', async () => {
    const { c, customerId, sub } = await subscriber();
    const object = { id: sub.id, object: 'subscription', customer: customerId };
    // The first delivery reads 'active', but Stripe answers it slowly; meanwhile the subscription is cancelled.
    stripe.slowDownReads(1, 600);
    const readsBefore = stripe.received('GET', `/v1/subscriptions/${sub.id}`).length;
    const first = deliver(stripe.event('customer.subscription.updated', object)).then((r) => r);
    await waitFor(() => stripe.received('GET', `/v1/subscriptions/${sub.id}`).length > readsBefore);
    stripe.updateSubscription(sub.id, { status: 'canceled' });
    const repeated = stripe.event('customer.subscription.deleted', object);
    const types = [
      'customer.subscription.updated',
      'invoice.payment_failed',
      'invoice.paid',
      'customer.subscription.deleted',
      'checkout.session.completed',
    ];
    const rest = Array.from({ length: 19 }, (_, i) =>
      i % 6 === 5
        ? repeated
        : stripe.event(types[i % types.length], {
            ...object,
            subscription: sub.id,
            id: types[i % types.length].startsWith('customer.') ? sub.id : `obj_${i}`,
          }),
    );
    const answers = await Promise.all([first, ...rest.map((d) => deliver(d))]);
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await userRow(c)).toEqual({ plan: 'free', subscriptionStatus: 'canceled' });
    expect((await account(c))!.status).toBe('canceled');
    expect(await filters(c)).toBe(403);
    expect(await t.count('billing_events', 'id = ?', [repeated.id])).toBe(1);
  }, 60_000);
});

async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setImmediate(resolve));
  }
}
