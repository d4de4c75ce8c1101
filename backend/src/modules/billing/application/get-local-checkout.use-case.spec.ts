import { planCatalogue } from '@resume/contracts';
import { GetLocalCheckout } from './get-local-checkout.use-case';
import { aLocalSession, billingFakes, PRICES } from './testing/in-memory-ports';

describe('GetLocalCheckout', () => {
  it('shows the plan, its price and interval, and where cancelling returns', async () => {
    const { store, config, clock } = billingFakes();
    await store.createSession(aLocalSession(clock.now(), { priceId: 'price_fy' }));
    const shown = await new GetLocalCheckout(store, config, clock).execute('u1', 'lcs_1');
    const professional = planCatalogue(PRICES).find((p) => p.id === 'professional')!;
    expect(shown).toEqual({
      id: 'lcs_1',
      plan: 'professional',
      planName: professional.name,
      priceId: 'price_fy',
      amount: professional.prices.find((p) => p.interval === 'year')!.amount,
      interval: 'year',
      status: 'open',
      cancelUrl: 'https://cv.example.com/pricing',
    });
  });

  it('answers NOT_FOUND for another user’s session and a price no longer configured', async () => {
    const { store, config, clock } = billingFakes();
    await store.createSession(aLocalSession(clock.now()));
    await store.createSession(aLocalSession(clock.now(), { id: 'lcs_2', priceId: 'price_retired' }));
    const useCase = new GetLocalCheckout(store, config, clock);
    await expect(useCase.execute('u2', 'lcs_1')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(useCase.execute('u1', 'lcs_2')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
