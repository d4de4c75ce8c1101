import { CompleteLocalCheckout } from './complete-local-checkout.use-case';
import { aBillingAccount, aLocalSession, billingFakes } from './testing/in-memory-ports';

describe('CompleteLocalCheckout', () => {
  const setup = () => {
    const fakes = billingFakes();
    const { store, accounts, sync, tx, config, clock } = fakes;
    fakes.accounts.rows.set('u1', aBillingAccount());
    void store.createSession(aLocalSession(clock.now()));
    return { ...fakes, useCase: new CompleteLocalCheckout(store, accounts, sync, tx, config, clock) };
  };

  it('starts one active subscription for the price and gives the user its plan, however often it is completed', async () => {
    const { useCase, store, plans, accounts } = setup();
    expect(await useCase.execute('u1', 'lcs_1')).toEqual({ redirectUrl: 'https://cv.example.com/billing/success' });
    expect(await useCase.execute('u1', 'lcs_1')).toEqual({ redirectUrl: 'https://cv.example.com/billing/success' });
    expect(store.subscriptions.size).toBe(1);
    expect([...store.subscriptions.values()][0]).toMatchObject({
      status: 'active',
      interval: 'month',
      priceId: 'price_pm',
    });
    expect(plans.rows.get('u1')).toMatchObject({ plan: 'premium', subscriptionStatus: 'active' });
    expect(accounts.rows.get('u1')?.interval).toBe('month');
  });

  it('answers NOT_FOUND for another user’s, an expired or an unknown session', async () => {
    const { useCase, clock, store } = setup();
    await expect(useCase.execute('u2', 'lcs_1')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(useCase.execute('u1', 'lcs_nope')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    clock.advance(24 * 60 * 60 * 1000);
    await expect(useCase.execute('u1', 'lcs_1')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(store.subscriptions.size).toBe(0);
  });

  it('refuses a second subscription while one is live (SUBSCRIPTION_EXISTS)', async () => {
    const { useCase, accounts, store } = setup();
    accounts.rows.set('u1', aBillingAccount({ status: 'active', subscriptionId: 'lsub_old' }));
    await expect(useCase.execute('u1', 'lcs_1')).rejects.toMatchObject({ code: 'SUBSCRIPTION_EXISTS' });
    expect(store.subscriptions.size).toBe(0);
  });
});
