import { AdjustableClock } from '../../../shared/testing/adjustable-clock';
import { DomainError } from '../../../shared/domain/domain-error';
import { newAccount } from '../domain/user';
import { ChangeSubscription } from './change-subscription.use-case';
import { InMemoryUsers } from './testing/in-memory-ports';

describe('ChangeSubscription', () => {
  it('sets the plan and status of the user', async () => {
    const users = new InMemoryUsers();
    const clock = new AdjustableClock();
    await users.create(newAccount('u1', 'a@example.com', 'a', clock.now()));
    const user = await new ChangeSubscription(users, clock).execute('u1', {
      plan: 'premium',
      subscriptionStatus: 'active',
    });
    expect(user).toMatchObject({ plan: 'premium', subscriptionStatus: 'active' });
  });

  it('refuses a plan that does not exist', async () => {
    const run = new ChangeSubscription(new InMemoryUsers(), new AdjustableClock()).execute('u1', {
      plan: 'gold' as never,
      subscriptionStatus: 'active',
    });
    await expect(run).rejects.toBeInstanceOf(DomainError);
  });
});
