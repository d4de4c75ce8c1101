import { LIMITS } from '@resume/contracts';
import { AdjustableClock } from '../../../shared/testing/adjustable-clock';
import { sha256 } from '../../../shared/domain/random';
import { ResolveSession } from './resolve-session.use-case';
import { InMemorySessions, InMemoryUsers } from './testing/in-memory-ports';

describe('ResolveSession', () => {
  it('finds the user of a live session and extends it as it is used', async () => {
    const sessions = new InMemorySessions();
    const users = new InMemoryUsers();
    const clock = new AdjustableClock();
    const now = clock.now();
    users.rows.set('u1', { id: 'u1' } as never);
    await sessions.create({
      id: 's',
      idHash: sha256('cookie'),
      userId: 'u1',
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + LIMITS.sessionTtlMs),
    });
    const useCase = new ResolveSession(sessions, users, clock);

    expect(await useCase.execute(undefined)).toBeNull();
    expect(await useCase.execute('other')).toBeNull();
    clock.advance(LIMITS.sessionTtlMs - 1000);
    expect(await useCase.execute('cookie')).toMatchObject({ id: 'u1' });
    // Used just before the end: it now lives another full period.
    clock.advance(LIMITS.sessionTtlMs - 1000);
    expect(await useCase.execute('cookie')).toMatchObject({ id: 'u1' });
    clock.advance(LIMITS.sessionTtlMs + 1);
    expect(await useCase.execute('cookie')).toBeNull();
  });
});
