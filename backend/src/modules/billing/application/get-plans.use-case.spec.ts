import { GetPlans } from './get-plans.use-case';
import { billingFakes } from './testing/in-memory-ports';

describe('GetPlans', () => {
  it('lists the catalogue with the configured price ids and the payment mode', () => {
    const { config } = billingFakes('stripe');
    const plans = new GetPlans(config).execute();
    expect(plans.mode).toBe('stripe');
    const premium = plans.plans.find((p) => p.id === 'premium');
    expect(premium?.prices.map((p) => [p.interval, p.stripePriceId])).toEqual([
      ['month', 'price_pm'],
      ['year', 'price_py'],
    ]);
  });
});
