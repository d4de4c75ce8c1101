import { GetLocalPortal } from './get-local-portal.use-case';
import { GetSubscription } from './get-subscription.use-case';
import { aLocalSession, billingFakes } from './testing/in-memory-ports';

describe('GetLocalPortal', () => {
  it('shows the user’s subscription and the page to return to; another user’s session is not found', async () => {
    const { store, accounts, plans, sync, config, clock } = billingFakes();
    const returnUrl = 'https://cv.example.com/settings';
    await store.createSession(aLocalSession(clock.now(), { id: 'lps_1', kind: 'portal', returnUrl }));
    const useCase = new GetLocalPortal(store, new GetSubscription(accounts, plans, sync, config, clock), clock);
    expect(await useCase.execute('u1', 'lps_1')).toMatchObject({
      id: 'lps_1',
      returnUrl,
      subscription: { plan: 'free', mode: 'local' },
    });
    await expect(useCase.execute('u2', 'lps_1')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
