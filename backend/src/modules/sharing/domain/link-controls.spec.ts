import { SHARE_LINK_EXPIRY } from '@resume/contracts';
import { expiryOf, isExpired, isOpenToVisitors, pausedAtOf } from './link-controls';

const NOW = new Date('2026-11-27T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const at = (ms: number) => new Date(NOW.getTime() + ms);

describe('link controls', () => {
  it('a link expires at its time, not a millisecond before', () => {
    expect(isExpired({ expiresAt: null }, NOW)).toBe(false);
    expect(isExpired({ expiresAt: at(1) }, NOW)).toBe(false);
    expect(isExpired({ expiresAt: NOW }, NOW)).toBe(true);
    expect(isExpired({ expiresAt: at(-1) }, NOW)).toBe(true);
  });

  it('is open to visitors unless paused or expired', () => {
    expect(isOpenToVisitors({ pausedAt: null, expiresAt: null }, NOW)).toBe(true);
    expect(isOpenToVisitors({ pausedAt: at(-DAY), expiresAt: null }, NOW)).toBe(false);
    expect(isOpenToVisitors({ pausedAt: null, expiresAt: at(-1) }, NOW)).toBe(false);
    expect(isOpenToVisitors({ pausedAt: null, expiresAt: at(DAY) }, NOW)).toBe(true);
  });

  it(`takes an expiry after now and at most ${SHARE_LINK_EXPIRY.maxDays} days ahead, or none`, () => {
    expect(expiryOf(null, NOW)).toBeNull();
    expect(expiryOf(at(60_000).toISOString(), NOW)).toEqual(at(60_000));
    const longest = at(SHARE_LINK_EXPIRY.maxDays * DAY);
    expect(expiryOf(longest.toISOString(), NOW)).toEqual(longest);
    for (const refused of [NOW, at(-1), at(SHARE_LINK_EXPIRY.maxDays * DAY + 1)]) {
      expect(() => expiryOf(refused.toISOString(), NOW)).toThrow(
        expect.objectContaining({ code: 'SHARE_LINK_EXPIRY_INVALID' }),
      );
    }
    expect(() => expiryOf('not a date', NOW)).toThrow(expect.objectContaining({ code: 'SHARE_LINK_EXPIRY_INVALID' }));
  });

  it('pausing keeps the first moment, resuming clears it, and no switch sent changes nothing', () => {
    const since = at(-DAY);
    expect(pausedAtOf({ pausedAt: null }, true, NOW)).toEqual(NOW);
    expect(pausedAtOf({ pausedAt: since }, true, NOW)).toEqual(since);
    expect(pausedAtOf({ pausedAt: since }, false, NOW)).toBeNull();
    expect(pausedAtOf({ pausedAt: since }, undefined, NOW)).toEqual(since);
    expect(pausedAtOf({ pausedAt: null }, undefined, NOW)).toBeNull();
  });
});
