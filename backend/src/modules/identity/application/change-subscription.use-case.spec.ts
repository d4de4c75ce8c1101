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

describe('ChangeSubscription: when paid access ended (docs/decisions/0036-plan-lapse.md)', () => {
  async function account() {
    const users = new InMemoryUsers();
    // Standing still: the test compares the time it read with the one the use case read.
    const clock = new AdjustableClock(new Date('2026-11-01T00:00:00Z'));
    await users.create(newAccount('u1', 'a@example.com', 'a', clock.now()));
    return { change: new ChangeSubscription(users, clock), clock };
  }

  it('notes the moment paid access ends, keeps it through other unpaid states, clears it when paid again', async () => {
    const { change, clock } = await account();
    expect((await change.execute('u1', { plan: 'premium', subscriptionStatus: 'active' })).paidAccessEndedAt).toBe(
      null,
    );
    clock.advance(1000);
    const ended = clock.now();
    const due = await change.execute('u1', { plan: 'premium', subscriptionStatus: 'past_due' });
    expect(due.paidAccessEndedAt).toEqual(ended);
    clock.advance(1000);
    const unpaid = await change.execute('u1', { plan: 'premium', subscriptionStatus: 'unpaid' });
    expect(unpaid.paidAccessEndedAt).toEqual(ended);
    expect((await change.execute('u1', { plan: 'premium', subscriptionStatus: 'trialing' })).paidAccessEndedAt).toBe(
      null,
    );
  });

  it('leaves it empty for an account that never had paid access', async () => {
    const { change } = await account();
    const user = await change.execute('u1', { plan: 'premium', subscriptionStatus: 'incomplete' });
    expect(user.paidAccessEndedAt).toBe(null);
  });
});
