import { AdjustableClock } from '../../../shared/testing/adjustable-clock';
import { DomainError } from '../../../shared/domain/domain-error';
import { NEW_ACCOUNT_PRIVACY } from '../domain/privacy';
import { ChangeSubscription } from './change-subscription.use-case';
import { InMemoryUsers } from './testing/in-memory-ports';

describe('ChangeSubscription', () => {
  it('sets the plan and status of the user', async () => {
    const users = new InMemoryUsers();
    const clock = new AdjustableClock();
    const now = clock.now();
    await users.create({
      id: 'u1',
      email: 'a@example.com',
      username: 'a',
      name: null,
      title: null,
      phone: null,
      location: null,
      linkedin: null,
      github: null,
      website: null,
      plan: 'free',
      subscriptionStatus: null,
      domain: null,
      customDomain: null,
      domainSecurityCode: null,
      subdomain: null,
      linkedinId: null,
      ...NEW_ACCOUNT_PRIVACY,
      createdAt: now,
      updatedAt: now,
    });
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
