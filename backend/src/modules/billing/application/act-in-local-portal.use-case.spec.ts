import { ActInLocalPortal } from './act-in-local-portal.use-case';
import { GetLocalPortal } from './get-local-portal.use-case';
import { GetSubscription } from './get-subscription.use-case';
import { aBillingAccount, aLocalSession, billingFakes, subscribeLocally } from './testing/in-memory-ports';

describe('ActInLocalPortal', () => {
  const setup = async () => {
    const fakes = billingFakes();
    const { store, accounts, sync, tx, config, clock, plans } = fakes;
    const portal = new GetLocalPortal(store, new GetSubscription(accounts, plans, sync, config, clock), clock);
    const now = clock.now();
    const periodEnd = new Date(now.getTime() + 10 * 24 * 60 * 60 * 1000);
    await store.createSession(
      aLocalSession(now, { id: 'lps_1', kind: 'portal', returnUrl: 'https://cv.example.com/settings' }),
    );
    await subscribeLocally(fakes, periodEnd);
    const useCase = new ActInLocalPortal(store, accounts, sync, portal, tx, config, clock);
    return { ...fakes, useCase, periodEnd };
  };

  it('cancels at the period end and resumes, the user keeping the plan meanwhile', async () => {
    const { useCase, plans } = await setup();
    const cancelled = await useCase.execute('u1', 'lps_1', { action: 'cancel' });
    expect(cancelled.subscription).toMatchObject({
      cancelAtPeriodEnd: true,
      plan: 'premium',
      subscriptionStatus: 'active',
    });
    expect(cancelled.returnUrl).toBe('https://cv.example.com/settings');
    const resumed = await useCase.execute('u1', 'lps_1', { action: 'resume' });
    expect(resumed.subscription.cancelAtPeriodEnd).toBe(false);
    expect(plans.rows.get('u1')?.plan).toBe('premium');
  });

  it('switches to yearly with a new period from now', async () => {
    const { useCase, periodEnd } = await setup();
    const switched = await useCase.execute('u1', 'lps_1', { action: 'switch', interval: 'year' });
    expect(switched.subscription.interval).toBe('year');
    expect(new Date(switched.subscription.currentPeriodEnd!).getTime()).toBeGreaterThan(periodEnd.getTime());
  });

  it('ends a cancelled subscription at the period end: the user is back on Free', async () => {
    const { useCase, plans } = await setup();
    await useCase.execute('u1', 'lps_1', { action: 'cancel' });
    await useCase.execute('u1', 'lps_1', { action: 'end-period' });
    expect(plans.rows.get('u1')).toMatchObject({ plan: 'free', subscriptionStatus: 'canceled' });
    await expect(useCase.execute('u1', 'lps_1', { action: 'resume' })).rejects.toMatchObject({
      code: 'NO_SUBSCRIPTION',
    });
  });

  it('answers NOT_FOUND for another user’s portal session, NO_SUBSCRIPTION without a subscription', async () => {
    const { useCase, accounts } = await setup();
    await expect(useCase.execute('u2', 'lps_1', { action: 'cancel' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(useCase.execute('u1', 'lcs_1', { action: 'cancel' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    accounts.rows.set('u1', aBillingAccount());
    await expect(useCase.execute('u1', 'lps_1', { action: 'cancel' })).rejects.toMatchObject({
      code: 'NO_SUBSCRIPTION',
    });
  });
});
