import { AdjustableClock } from '../../../shared/testing/adjustable-clock';
import { FindPendingEmail } from './find-pending-email.use-case';
import { InMemoryEmailChanges } from './testing/in-memory-ports';

describe('FindPendingEmail', () => {
  it('answers the address waiting for confirmation until the request expires', async () => {
    const changes = new InMemoryEmailChanges();
    const clock = new AdjustableClock();
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + 60_000);
    await changes.replacePending({
      id: 'a',
      userId: 'u1',
      tokenHash: 'h',
      newEmail: 'new@x.io',
      expiresAt,
      createdAt: now,
    });
    const find = new FindPendingEmail(changes, clock);
    expect(await find.execute('u1')).toBe('new@x.io');
    expect(await find.execute('u2')).toBeNull();
    clock.advance(60_000);
    expect(await find.execute('u1')).toBeNull();
  });
});
