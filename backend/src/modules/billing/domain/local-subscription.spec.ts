import { addInterval, LocalSubscription, localSubscriptionAt } from './local-subscription';

const at = (iso: string) => new Date(iso);
const sub = (over: Partial<LocalSubscription> = {}): LocalSubscription => ({
  id: 'lsub_1',
  customerId: 'lcus_1',
  priceId: 'local_premium_month',
  interval: 'month',
  status: 'active',
  currentPeriodEnd: at('2026-12-21T12:00:00Z'),
  cancelAtPeriodEnd: false,
  ...over,
});

describe('addInterval', () => {
  it.each([
    ['2026-11-21T12:00:00.000Z', 'month', '2026-12-21T12:00:00.000Z'],
    ['2026-12-21T12:00:00.000Z', 'month', '2027-01-21T12:00:00.000Z'],
    ['2027-01-31T08:00:00.000Z', 'month', '2027-02-28T08:00:00.000Z'],
    ['2028-01-31T08:00:00.000Z', 'month', '2028-02-29T08:00:00.000Z'],
    ['2028-02-29T08:00:00.000Z', 'year', '2029-02-28T08:00:00.000Z'],
    ['2026-11-21T12:00:00.000Z', 'year', '2027-11-21T12:00:00.000Z'],
  ] as const)('%s + a %s = %s', (from, interval, expected) => {
    expect(addInterval(at(from), interval).toISOString()).toBe(expected);
  });
});

describe('localSubscriptionAt', () => {
  it('is unchanged before the period end', () => {
    expect(localSubscriptionAt(sub({ cancelAtPeriodEnd: true }), at('2026-12-21T11:59:59Z'))).toEqual(
      sub({ cancelAtPeriodEnd: true }),
    );
  });

  it('ends a cancelled subscription at the period end, keeping the end date', () => {
    expect(localSubscriptionAt(sub({ cancelAtPeriodEnd: true }), at('2026-12-21T12:00:00Z'))).toEqual(
      sub({ cancelAtPeriodEnd: true, status: 'canceled' }),
    );
  });

  it('renews any other subscription, as many periods as have passed', () => {
    expect(localSubscriptionAt(sub(), at('2027-02-01T00:00:00Z')).currentPeriodEnd.toISOString()).toBe(
      '2027-02-21T12:00:00.000Z',
    );
    expect(localSubscriptionAt(sub(), at('2027-02-01T00:00:00Z')).status).toBe('active');
  });
});
