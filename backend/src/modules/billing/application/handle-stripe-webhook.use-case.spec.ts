import { HandleStripeWebhook } from './handle-stripe-webhook.use-case';
import { aBillingAccount, billingFakes } from './testing/in-memory-ports';

describe('HandleStripeWebhook', () => {
  const setup = () => {
    const fakes = billingFakes('stripe');
    fakes.accounts.rows.set('u1', aBillingAccount());
    fakes.provider.subscriptions.set('sub_1', {
      id: 'sub_1',
      customerId: 'cus_1',
      status: 'active',
      priceId: 'price_pm',
      currentPeriodEnd: new Date('2030-01-01T00:00:00Z'),
      cancelAtPeriodEnd: false,
    });
    return { ...fakes, useCase: new HandleStripeWebhook(fakes.provider, fakes.sync, fakes.clock) };
  };
  const body = (fields: Record<string, string | null> = {}) =>
    Buffer.from(
      JSON.stringify({
        id: 'evt_1',
        type: 'checkout.session.completed',
        customer: 'cus_1',
        subscription: 'sub_1',
        ...fields,
      }),
    );

  it('refuses a body whose signature does not verify (WEBHOOK_SIGNATURE_INVALID) and changes nothing', async () => {
    const { useCase, plans, accounts } = setup();
    await expect(useCase.execute(body(), 'forged')).rejects.toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID' });
    await expect(useCase.execute(body(), undefined)).rejects.toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID' });
    expect(plans.rows.get('u1')?.plan).toBe('free');
    expect(accounts.events.size).toBe(0);
  });

  it('applies a handled event: the user gets the plan of the subscription it names', async () => {
    const { useCase, plans } = setup();
    expect(await useCase.execute(body(), 'good')).toBe('applied');
    expect(plans.rows.get('u1')).toMatchObject({ plan: 'premium', subscriptionStatus: 'active' });
    expect(await useCase.execute(body(), 'good')).toBe('duplicate');
  });

  it('answers and ignores other event types and events without a customer', async () => {
    const { useCase, plans, accounts } = setup();
    expect(await useCase.execute(body({ type: 'customer.created' }), 'good')).toBe('not-handled');
    expect(await useCase.execute(body({ customer: null }), 'good')).toBe('ignored');
    expect(plans.rows.get('u1')?.plan).toBe('free');
    expect(accounts.events.size).toBe(0);
  });
});
