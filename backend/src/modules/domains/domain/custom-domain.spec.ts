import { afterCheck, newCustomDomain } from './custom-domain';

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
