import { afterCheck, isCheckDue, newCustomDomain } from './custom-domain';

const t0 = new Date('2026-01-01T00:00:00Z');
const later = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);

describe('a custom domain after DNS look-ups', () => {
  it('starts pending, is verified by a proving look-up and failed by a missing record', () => {
    const pending = newCustomDomain('u1', 'cv.example.com', t0);
    expect(pending.state).toBe('pending');
    expect(afterCheck(pending, true, later(1))).toMatchObject({ state: 'verified', verifiedAt: later(1), failures: 0 });
    expect(afterCheck(pending, false, later(1))).toMatchObject({ state: 'failed', lastCheckedAt: later(1) });
  });

  it('keeps a verified domain through one failed look-up and loses it on the second', () => {
    const verified = afterCheck(newCustomDomain('u1', 'cv.example.com', t0), true, later(1));
    const once = afterCheck(verified, false, later(11));
    expect(once).toMatchObject({ state: 'verified', verifiedAt: later(1), failures: 1 });
    expect(afterCheck(once, true, later(21))).toMatchObject({ state: 'verified', failures: 0 });
    expect(afterCheck(once, false, later(21))).toMatchObject({ state: 'failed', verifiedAt: null, failures: 2 });
  });
});

describe('the background check cadence', () => {
  const checkedAt = (createdMinutesAgo: number, checkedMinutesAgo: number | null, nowMinutes = 0) => {
    const now = later(nowMinutes);
    const domain = newCustomDomain('u1', 'cv.example.com', later(nowMinutes - createdMinutesAgo));
    const lastCheckedAt = checkedMinutesAgo === null ? null : later(nowMinutes - checkedMinutesAgo);
    return isCheckDue({ ...domain, lastCheckedAt }, now);
  };

  it('looks a new domain up at once, then every 10 minutes for 48 hours, then daily', () => {
    expect(checkedAt(1, null)).toBe(true);
    expect(checkedAt(30, 9)).toBe(false);
    expect(checkedAt(30, 10)).toBe(true);
    expect(checkedAt(47 * 60, 10)).toBe(true);
    expect(checkedAt(49 * 60, 10)).toBe(false);
    expect(checkedAt(49 * 60, 23 * 60)).toBe(false);
    expect(checkedAt(49 * 60, 24 * 60)).toBe(true);
  });
});
