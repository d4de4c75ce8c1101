import { OpenCustomerPortal } from './open-customer-portal.use-case';
import { aBillingAccount, billingFakes } from './testing/in-memory-ports';

describe('OpenCustomerPortal', () => {
  const setup = (mode: 'stripe' | 'disabled' = 'stripe') => {
    const fakes = billingFakes(mode);
    return { ...fakes, useCase: new OpenCustomerPortal(fakes.accounts, fakes.provider, fakes.config) };
  };

  it('opens the portal of the user’s customer, returning to this app', async () => {
    const { useCase, accounts, provider } = setup();
    accounts.rows.set('u1', aBillingAccount());
    const returnUrl = 'https://cv.example.com/settings';
    expect(await useCase.execute({ id: 'u1' }, { returnUrl })).toEqual({ url: 'https://pay.example.com/p/1' });
    expect(provider.portals).toEqual([{ customerId: 'cus_1', userId: 'u1', returnUrl }]);
  });

  it('answers NO_BILLING_ACCOUNT before any payment, REDIRECT_NOT_ALLOWED for another site', async () => {
    const { useCase, accounts } = setup();
    await expect(useCase.execute({ id: 'u1' }, { returnUrl: 'https://cv.example.com/' })).rejects.toMatchObject({
      code: 'NO_BILLING_ACCOUNT',
    });
    accounts.rows.set('u1', aBillingAccount());
    await expect(useCase.execute({ id: 'u1' }, { returnUrl: 'https://cv.example.com.evil.io/' })).rejects.toMatchObject(
      {
        code: 'REDIRECT_NOT_ALLOWED',
      },
    );
  });

  it('answers BILLING_DISABLED when payments are off', async () => {
    const { useCase } = setup('disabled');
    await expect(useCase.execute({ id: 'u1' }, { returnUrl: 'https://cv.example.com/' })).rejects.toMatchObject({
      code: 'BILLING_DISABLED',
    });
  });
});
