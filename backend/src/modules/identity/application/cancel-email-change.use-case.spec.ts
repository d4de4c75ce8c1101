import { AdjustableClock } from '../../../shared/testing/adjustable-clock';
import { CancelEmailChange } from './cancel-email-change.use-case';
import { FindPendingEmail } from './find-pending-email.use-case';
import { InMemoryEmailChanges } from './testing/in-memory-ports';

describe('CancelEmailChange', () => {
  it('withdraws the account’s pending change, so its link stops working, and no other account’s', async () => {
    const changes = new InMemoryEmailChanges();
    const clock = new AdjustableClock();
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + 60_000);
    await changes.replacePending({
      id: 'a',
      userId: 'u1',
      tokenHash: 'h1',
      newEmail: 'a@x.io',
      expiresAt,
      createdAt: now,
    });
    await changes.replacePending({
      id: 'b',
      userId: 'u2',
      tokenHash: 'h2',
      newEmail: 'b@x.io',
      expiresAt,
      createdAt: now,
    });
    await new CancelEmailChange(changes).execute('u1');
    const pending = new FindPendingEmail(changes, clock);
    expect(await pending.execute('u1')).toBeNull();
    expect(await changes.claim('h1', 'u1', now)).toBeNull();
    expect(await pending.execute('u2')).toBe('b@x.io');
  });
});
