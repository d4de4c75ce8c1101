import { lapseGraceEnd, managesShareLinks, servesPaidFeatures } from './plans';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-26T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('what a lapsed plan keeps (docs/decisions/0036-plan-lapse.md)', () => {
  it('serves paid features with paid access, and for 7 days of a payment being retried', () => {
    expect(servesPaidFeatures({ plan: 'premium', subscriptionStatus: 'active' }, now)).toBe(true);
    const retrying = (ended: Date | null) => ({
      plan: 'premium',
      subscriptionStatus: 'past_due',
      paidAccessEndedAt: ended,
    });
    expect(servesPaidFeatures(retrying(ago(7 * DAY - 1)), now)).toBe(true);
    expect(servesPaidFeatures(retrying(ago(7 * DAY)), now)).toBe(false);
    expect(servesPaidFeatures(retrying(null), now)).toBe(false);
    expect(lapseGraceEnd(now).getTime() - now.getTime()).toBe(7 * DAY);
  });

  it('stops at once for every other status without paid access', () => {
    for (const subscriptionStatus of ['unpaid', 'canceled', 'incomplete', 'paused', null])
      expect(servesPaidFeatures({ plan: 'premium', subscriptionStatus, paidAccessEndedAt: now }, now)).toBe(false);
    expect(servesPaidFeatures({ plan: 'free', subscriptionStatus: 'past_due', paidAccessEndedAt: now }, now)).toBe(
      false,
    );
  });

  it('leaves share-link control to anyone who ever subscribed', () => {
    expect(managesShareLinks({ plan: 'free', subscriptionStatus: null })).toBe(false);
    expect(managesShareLinks({ plan: 'free', subscriptionStatus: 'canceled' })).toBe(true);
    expect(managesShareLinks({ plan: 'premium', subscriptionStatus: 'active' })).toBe(true);
  });
});
