import { afterFailure, codeGate, codesMatch } from './share-link';

describe('share link code defence', () => {
  const now = new Date('2026-01-01T00:00:00Z');

  it('waits 60 s * 2^(n-5) from the 5th failure and locks at the 20th', () => {
    expect(afterFailure(0, now)).toEqual({ failedAttempts: 1, waitUntil: null, lockedAt: null });
    expect(afterFailure(3, now).waitUntil).toBeNull();
    for (let n = 5; n < 20; n += 1) {
      expect([n, afterFailure(n - 1, now).waitUntil!.getTime() - now.getTime()]).toEqual([n, 60_000 * 2 ** (n - 5)]);
    }
    expect(afterFailure(19, now)).toEqual({ failedAttempts: 20, waitUntil: null, lockedAt: now });
  });

  it('refuses while locked or waiting, with the seconds left', () => {
    expect(codeGate({ lockedAt: now, waitUntil: null }, now)).toEqual({ state: 'locked' });
    expect(codeGate({ lockedAt: null, waitUntil: new Date(now.getTime() + 59_500) }, now)).toEqual({ state: 'waiting', retryAfterSeconds: 60 });
    expect(codeGate({ lockedAt: null, waitUntil: now }, now)).toEqual({ state: 'open' });
  });

  it('compares codes of any length without throwing', () => {
    expect(codesMatch('1234', '1234')).toBe(true);
    expect(codesMatch('1234', '12345')).toBe(false);
    expect(codesMatch('1234', '')).toBe(false);
  });
});
