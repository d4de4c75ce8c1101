import { AdjustableClock } from '../../../shared/testing/adjustable-clock';
import { EXPIRED_TOKENS_KEPT_MS, SweepExpiredSignIns } from './sweep-expired-sign-ins.use-case';
import {
  anEmailChange,
  aSession,
  InMemoryEmailChanges,
  InMemorySessions,
  InMemoryTokens,
} from './testing/in-memory-ports';

describe('SweepExpiredSignIns', () => {
  it('deletes tokens and address changes a day past expiry, and expired sessions', async () => {
    const clock = new AdjustableClock();
    const now = clock.now();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const tokens = new InMemoryTokens();
    const token = { email: 'a@x.io', browserHash: null, createdAt: now };
    await tokens.save({ ...token, id: 'old', tokenHash: 'old', expiresAt: ago(EXPIRED_TOKENS_KEPT_MS + 1000) });
    await tokens.save({ ...token, id: 'recent', tokenHash: 'recent', expiresAt: ago(1000) });
    const changes = new InMemoryEmailChanges();
    await changes.replacePending(anEmailChange(now, { id: 'old', expiresAt: ago(EXPIRED_TOKENS_KEPT_MS + 1000) }));
    await changes.replacePending(anEmailChange(now, { id: 'recent', expiresAt: ago(1000) }));
    const sessions = new InMemorySessions();
    await sessions.create(aSession('u1', 'gone', now, -1000));
    await sessions.create(aSession('u1', 'live', now));
    const sweep = new SweepExpiredSignIns(tokens, sessions, changes, clock);
    expect(await sweep.execute()).toEqual({ tokens: 1, sessions: 1, emailChanges: 1 });
    expect(tokens.rows.map((t) => t.tokenHash)).toEqual(['recent']);
    expect(changes.rows.map((c) => c.id)).toEqual(['recent']);
    expect([...sessions.rows.values()].map((s) => s.id)).toEqual(['s-live']);
  });
});
