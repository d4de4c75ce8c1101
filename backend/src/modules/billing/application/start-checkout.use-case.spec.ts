import { BillingCustomers } from './billing-customers';
import { StartCheckout } from './start-checkout.use-case';
import { aBillingAccount, billingFakes } from './testing/in-memory-ports';

describe('StartCheckout', () => {
  const user = { id: 'u1', email: 'ada@example.com' };
  const request = (fields = {}) => ({
    priceId: 'price_pm',
    successUrl: 'https://cv.example.com/billing/success',
    cancelUrl: 'https://cv.example.com/pricing',
    ...fields,
  });
  const setup = (mode: 'stripe' | 'disabled' = 'stripe') => {
    const fakes = billingFakes(mode);
    const customers = new BillingCustomers(fakes.accounts, fakes.provider, fakes.tx, fakes.clock);
    return { ...fakes, useCase: new StartCheckout(customers, fakes.provider, fakes.config) };
  };

  it('creates the customer once and a checkout for the price, returning to this app', async () => {
    const { useCase, provider, accounts } = setup();
    expect(await useCase.execute(user, request())).toEqual({ url: 'https://pay.example.com/c/1' });
    await useCase.execute(user, request({ priceId: 'price_fy' }));
    expect(provider.customers).toEqual([{ userId: 'u1', email: 'ada@example.com' }]);
    expect(accounts.rows.get('u1')?.customerId).toBe('cus_1');
    expect(provider.checkouts[1]).toMatchObject({ customerId: 'cus_1', userId: 'u1', priceId: 'price_fy' });
  });

  it('refuses a price not configured (PRICE_NOT_AVAILABLE) and a return to another site (REDIRECT_NOT_ALLOWED)', async () => {
    const { useCase, provider } = setup();
    await expect(useCase.execute(user, request({ priceId: 'price_other' }))).rejects.toMatchObject({
      code: 'PRICE_NOT_AVAILABLE',
    });
    await expect(useCase.execute(user, request({ successUrl: 'https://evil.example/' }))).rejects.toMatchObject({
      code: 'REDIRECT_NOT_ALLOWED',
    });
    await expect(useCase.execute(user, request({ cancelUrl: 'javascript:alert(1)' }))).rejects.toMatchObject({
      code: 'REDIRECT_NOT_ALLOWED',
    });
    expect(provider.checkouts).toHaveLength(0);
  });

  it('refuses a second subscription while one is live (SUBSCRIPTION_EXISTS), not after it ended', async () => {
    const { useCase, accounts, provider } = setup();
    accounts.rows.set('u1', aBillingAccount({ status: 'past_due' }));
    await expect(useCase.execute(user, request())).rejects.toMatchObject({ code: 'SUBSCRIPTION_EXISTS' });
    accounts.rows.set('u1', aBillingAccount({ status: 'canceled' }));
    await expect(useCase.execute(user, request())).resolves.toBeDefined();
    expect(provider.checkouts).toHaveLength(1);
  });

  it('answers BILLING_DISABLED when payments are off', async () => {
    const { useCase } = setup('disabled');
    await expect(useCase.execute(user, request())).rejects.toMatchObject({ code: 'BILLING_DISABLED' });
  });
});
