import { SHARE_CODE_ATTEMPTS } from '@resume/contracts';
import { afterWrongCode, ClientGuesses, codeGate, WrongCode } from './share-code-guessing';

const now = new Date('2026-01-01T00:00:00Z');
const at = (seconds: number) => new Date(now.getTime() + seconds * 1000);

/** One client's wrong codes in a row on a link that already has `linkFailures` from others. */
function wrongCodes(count: number, linkFailures = 0): WrongCode[] {
  const outcomes: WrongCode[] = [];
  let client: ClientGuesses | null = null;
  for (let i = 0; i < count; i += 1) {
    const outcome = afterWrongCode(linkFailures + i, client, now);
    outcomes.push(outcome);
    client = outcome.client;
  }
  return outcomes;
}

describe('share code guessing', () => {
  it('keeps the odds of one code at or below 0.2 %: at most 18 guesses of 9,000 codes before the lock', () => {
    const codes = 9999 - 1000 + 1;
    const guesses = SHARE_CODE_ATTEMPTS.lockAfterFailures;
    expect(codes).toBe(9000);
    expect(guesses / codes).toBeLessThanOrEqual(0.002);
    expect((guesses + 1) / codes).toBeGreaterThan(0.002);
  });

  it('a client waits from its own 3rd wrong code on: 60 s, then twice its previous wait', () => {
    const outcomes = wrongCodes(6);
    expect(outcomes.map((o) => o.retryAfterSeconds)).toEqual([undefined, undefined, 60, 120, 240, 480]);
    expect(outcomes.map((o) => o.client.failures)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(outcomes[2].client).toEqual({ failures: 3, waits: 1, waitUntil: at(60) });
  });

  it('another client starts with its own free wrong codes while the link is below 6', () => {
    const first = afterWrongCode(4, null, now);
    expect([first.failedAttempts, first.retryAfterSeconds, first.notice]).toEqual([5, undefined, undefined]);
  });

  it('from the 6th wrong code from everyone on, every wrong code makes its client wait; the 6th is noticed once', () => {
    const sixth = afterWrongCode(5, null, now);
    expect([sixth.failedAttempts, sixth.retryAfterSeconds, sixth.notice]).toEqual([6, 60, 'waiting']);
    const seventh = afterWrongCode(6, null, now);
    expect([seventh.failedAttempts, seventh.retryAfterSeconds, seventh.notice]).toEqual([7, 60, undefined]);
    expect(wrongCodes(2, 10).map((o) => o.retryAfterSeconds)).toEqual([60, 120]);
  });

  it('locks at the 18th wrong code from everyone, noticed once; a lock carries no wait', () => {
    const last = afterWrongCode(17, { failures: 1, waits: 1, waitUntil: null }, now);
    expect(last).toEqual({
      at: now,
      failedAttempts: 18,
      lockedAt: now,
      client: { failures: 2, waits: 1, waitUntil: null },
      notice: 'locked',
    });
    expect(afterWrongCode(16, null, now).lockedAt).toBeNull();
    expect(afterWrongCode(18, null, now).notice).toBeUndefined();
  });

  it('a locked link refuses first; a waiting client is refused with the seconds left; after the wait it may try', () => {
    const waiting: ClientGuesses = { failures: 3, waits: 1, waitUntil: at(59.5) };
    expect(codeGate(now, waiting, now)).toEqual({ state: 'locked' });
    expect(codeGate(null, waiting, now)).toEqual({ state: 'waiting', retryAfterSeconds: 60 });
    expect(codeGate(null, waiting, at(59.5))).toEqual({ state: 'open' });
    expect(codeGate(null, null, now)).toEqual({ state: 'open' });
  });
});
