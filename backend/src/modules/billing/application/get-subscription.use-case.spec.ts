import { GetSubscription } from './get-subscription.use-case';
import { aBillingAccount, subscribeLocally, billingFakes } from './testing/in-memory-ports';

describe('GetSubscription', () => {
  const setup = (mode: 'local' | 'stripe' = 'local') => {
    const fakes = billingFakes(mode);
    const { accounts, plans, sync, config, clock } = fakes;
    return { ...fakes, useCase: new GetSubscription(accounts, plans, sync, config, clock) };
  };

  it('answers the free plan with nothing bought yet', async () => {
    const { useCase } = setup();
    expect(await useCase.execute('u1')).toEqual({
      plan: 'free',
      subscriptionStatus: null,
      interval: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      hasCustomer: false,
      mode: 'local',
    });
    await expect(useCase.execute('u2')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('ends a cancelled local subscription whose period passed, before answering', async () => {
    const fakes = setup();
    const { useCase, clock } = fakes;
    await subscribeLocally(fakes, new Date(clock.now().getTime() - 1000), true);
    expect(await useCase.execute('u1')).toMatchObject({
      plan: 'free',
      subscriptionStatus: 'canceled',
      hasCustomer: true,
    });
  });

  it('leaves a Stripe subscription past its period to the webhook and the sweep', async () => {
    const { useCase, accounts, plans, clock } = setup('stripe');
    const ended = new Date(clock.now().getTime() - 1000);
    accounts.rows.set('u1', aBillingAccount({ subscriptionId: 'sub_1', status: 'active', currentPeriodEnd: ended }));
    await plans.setSubscription('u1', { plan: 'premium', subscriptionStatus: 'active' });
    expect(await useCase.execute('u1')).toMatchObject({ plan: 'premium', currentPeriodEnd: ended.toISOString() });
  });
});
