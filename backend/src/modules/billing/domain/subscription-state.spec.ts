import { findPrice, planCatalogue, PlanPriceIds } from './plan-catalogue';
import { BillingAccount, decideSync, isLive, ProviderSubscription, userSubscriptionOf } from './subscription-state';

const PRICES: PlanPriceIds = { premium: { month: 'pm', year: 'py' }, professional: { month: 'qm', year: '' } };
const NOW = new Date('2026-11-21T12:00:00Z');

const account = (over: Partial<BillingAccount> = {}): BillingAccount => ({
  userId: 'u1',
  customerId: 'cus_1',
  subscriptionId: null,
  priceId: null,
  interval: null,
  status: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  updatedAt: NOW,
  ...over,
});
const sub = (over: Partial<ProviderSubscription> = {}): ProviderSubscription => ({
  id: 'sub_1',
  customerId: 'cus_1',
  status: 'active',
  priceId: 'pm',
  currentPeriodEnd: new Date('2026-12-21T12:00:00Z'),
  cancelAtPeriodEnd: false,
  ...over,
});

describe('price -> plan', () => {
  it.each([
    ['pm', { plan: 'premium', interval: 'month' }],
    ['py', { plan: 'premium', interval: 'year' }],
    ['qm', { plan: 'professional', interval: 'month' }],
    ['', null],
    [null, null],
    ['price_other', null],
  ])('%s buys %j', (priceId, expected) => {
    expect(findPrice(PRICES, priceId)).toEqual(expected);
  });

  it('lists Professional only when one of its prices is configured', () => {
    expect(planCatalogue(PRICES).map((p) => p.id)).toEqual(['free', 'premium', 'professional']);
    expect(planCatalogue({ ...PRICES, professional: { month: '', year: '' } }).map((p) => p.id)).toEqual([
      'free',
      'premium',
    ]);
  });
});

describe('Stripe status -> user status', () => {
  it.each([
    ['active', { plan: 'premium', subscriptionStatus: 'active' }],
    ['trialing', { plan: 'premium', subscriptionStatus: 'trialing' }],
    ['past_due', { plan: 'premium', subscriptionStatus: 'past_due' }],
    ['unpaid', { plan: 'premium', subscriptionStatus: 'unpaid' }],
    ['incomplete', { plan: 'premium', subscriptionStatus: 'incomplete' }],
    ['paused', { plan: 'premium', subscriptionStatus: 'paused' }],
    ['canceled', { plan: 'free', subscriptionStatus: 'canceled' }],
    ['incomplete_expired', { plan: 'free', subscriptionStatus: 'incomplete_expired' }],
  ] as const)('%s -> %j', (status, expected) => {
    expect(userSubscriptionOf('premium', status)).toEqual(expected);
    expect(isLive(status)).toBe(expected.plan !== 'free');
  });
});

describe('decideSync', () => {
  it('applies the subscription as the provider holds it', () => {
    const decision = decideSync(account(), sub({ priceId: 'py', cancelAtPeriodEnd: true }), PRICES, NOW);
    expect(decision).toEqual({
      kind: 'apply',
      account: account({
        subscriptionId: 'sub_1',
        priceId: 'py',
        interval: 'year',
        status: 'active',
        currentPeriodEnd: new Date('2026-12-21T12:00:00Z'),
        cancelAtPeriodEnd: true,
      }),
      user: { plan: 'premium', subscriptionStatus: 'active' },
    });
  });

  it.each([
    ['another customer', account(), sub({ customerId: 'cus_2' })],
    ['an account without customer', account({ customerId: null }), sub()],
    ['an unknown price', account(), sub({ priceId: 'price_other' })],
    ['an unknown status', account(), sub({ status: 'exploded' })],
    [
      'an ended older subscription while a newer one is live',
      account({ subscriptionId: 'sub_2', status: 'active' }),
      sub({ status: 'canceled' }),
    ],
  ])('ignores %s', (_, held, provider) => {
    expect(decideSync(held, provider, PRICES, NOW).kind).toBe('ignore');
  });

  it('adopts a new live subscription, and an ended one when nothing newer is live', () => {
    expect(decideSync(account({ subscriptionId: 'sub_0', status: 'canceled' }), sub(), PRICES, NOW).kind).toBe('apply');
    expect(decideSync(account({ subscriptionId: 'sub_0', status: 'active' }), sub(), PRICES, NOW).kind).toBe('apply');
    expect(
      decideSync(account({ subscriptionId: 'sub_0', status: 'canceled' }), sub({ status: 'canceled' }), PRICES, NOW),
    ).toMatchObject({
      kind: 'apply',
      user: { plan: 'free', subscriptionStatus: 'canceled' },
    });
  });
});
