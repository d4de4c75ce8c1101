import { AdjustableClock } from '../../../shared/testing/adjustable-clock';
import { sha256 } from '../../../shared/domain/random';
import { CancelEmailChange } from './cancel-email-change.use-case';
import { FindPendingEmail } from './find-pending-email.use-case';
import { anEmailChange, InMemoryEmailChanges } from './testing/in-memory-ports';

describe('CancelEmailChange', () => {
  it('withdraws the account’s pending change, so its link stops working, and no other account’s', async () => {
    const changes = new InMemoryEmailChanges();
    const clock = new AdjustableClock();
    const now = clock.now();
    await changes.replacePending(anEmailChange(now));
    await changes.replacePending(anEmailChange(now, { id: 'c2', userId: 'u2', tokenHash: 'h2', newEmail: 'b@x.io' }));
    await new CancelEmailChange(changes).execute('u1');
    const pending = new FindPendingEmail(changes, clock);
    expect(await pending.execute('u1')).toBeNull();
    expect(await changes.claim(sha256('secret'), 'u1', now)).toBeNull();
    expect(await pending.execute('u2')).toBe('b@x.io');
  });
});
