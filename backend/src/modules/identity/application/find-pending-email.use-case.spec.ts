import { AdjustableClock } from '../../../shared/testing/adjustable-clock';
import { FindPendingEmail } from './find-pending-email.use-case';
import { anEmailChange, InMemoryEmailChanges } from './testing/in-memory-ports';

describe('FindPendingEmail', () => {
  it('answers the address waiting for confirmation until the request expires', async () => {
    const changes = new InMemoryEmailChanges();
    const clock = new AdjustableClock();
    await changes.replacePending(anEmailChange(clock.now()));
    const find = new FindPendingEmail(changes, clock);
    expect(await find.execute('u1')).toBe('new@example.com');
    expect(await find.execute('u2')).toBeNull();
    clock.advance(60_000);
    expect(await find.execute('u1')).toBeNull();
  });
});
