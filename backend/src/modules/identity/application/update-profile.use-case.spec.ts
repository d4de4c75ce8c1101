import { AdjustableClock } from '../../../shared/testing/adjustable-clock';
import { newAccount } from '../domain/user';
import { UpdateProfile } from './update-profile.use-case';
import { NameCooldown } from './name-cooldown';
import { InMemoryReleasedNames, InMemoryUsers, SnapshotTransaction } from './testing/in-memory-ports';

describe('UpdateProfile', () => {
  const setup = () => {
    const users = new InMemoryUsers();
    users.rows.set('u1', newAccount('u1', 'jane@example.com', 'jane', new Date(0)));
    users.rows.set('u2', newAccount('u2', 'john@example.com', 'john', new Date(0)));
    const clock = new AdjustableClock();
    const released = new InMemoryReleasedNames();
    const cooldown = new NameCooldown(released, clock);
    return { users, useCase: new UpdateProfile(users, clock, cooldown, new SnapshotTransaction(users)) };
  };

  it('changes the given fields only, never the sign-in address', async () => {
    const { useCase } = setup();
    const input = { name: 'Jane', email: 'Jane.New@Example.com', title: undefined } as Parameters<
      UpdateProfile['execute']
    >[1];
    const updated = await useCase.execute('u1', input);
    expect(updated).toMatchObject({ name: 'Jane', email: 'jane@example.com', title: null, username: 'jane' });
    expect(updated.updatedAt.getTime()).toBeGreaterThan(0);
  });

  it('refuses another account’s username', async () => {
    const { users, useCase } = setup();
    await expect(useCase.execute('u1', { username: 'john' })).rejects.toMatchObject({ code: 'USERNAME_TAKEN' });
    expect(users.rows.get('u1')).toMatchObject({ username: 'jane', email: 'jane@example.com' });
  });
});
