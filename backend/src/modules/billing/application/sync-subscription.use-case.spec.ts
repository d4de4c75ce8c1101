import { SyncSubscription } from './sync-subscription.use-case';
import { aBillingAccount, billingFakes } from './testing/in-memory-ports';

describe('SyncSubscription', () => {
  const END = new Date('2030-01-01T00:00:00Z');
  const setup = () => {
    const fakes = billingFakes('stripe');
    fakes.accounts.rows.set('u1', aBillingAccount({ subscriptionId: 'sub_1' }));
    fakes.provider.subscriptions.set('sub_1', {
      id: 'sub_1',
      customerId: 'cus_1',
      status: 'active',
      priceId: 'price_fy',
      currentPeriodEnd: END,
      cancelAtPeriodEnd: false,
    });
    const { accounts, provider, plans, tx, config, clock } = fakes;
    return { ...fakes, sync: new SyncSubscription(accounts, provider, plans, tx, config, clock) };
  };
  const event = (fields = {}) => ({
    eventId: 'evt_1',
    cause: 'invoice.paid',
    customerId: 'cus_1',
    subscriptionId: null,
    ...fields,
  });

  it('copies the subscription as the provider holds it to the account and the user', async () => {
    const { sync, accounts, plans } = setup();
    expect(await sync.execute(event())).toBe('applied');
    expect(plans.rows.get('u1')).toMatchObject({ plan: 'professional', subscriptionStatus: 'active' });
    expect(accounts.rows.get('u1')).toMatchObject({
      subscriptionId: 'sub_1',
      priceId: 'price_fy',
      interval: 'year',
      status: 'active',
      currentPeriodEnd: END,
    });
  });

  it('applies an event id once: a repeat changes nothing', async () => {
    const { sync, plans } = setup();
    await sync.execute(event());
    await plans.setSubscription('u1', { plan: 'free', subscriptionStatus: null });
    expect(await sync.execute(event())).toBe('duplicate');
    expect(plans.rows.get('u1')?.plan).toBe('free');
  });

  it('re-reads the provider rather than trusting the event: a late "updated" after a cancel keeps the user on Free', async () => {
    const { sync, provider, plans } = setup();
    provider.subscriptions.set('sub_1', { ...provider.subscriptions.get('sub_1')!, status: 'canceled' });
    expect(await sync.execute(event({ eventId: 'evt_late', cause: 'customer.subscription.updated' }))).toBe('applied');
    expect(plans.rows.get('u1')).toMatchObject({ plan: 'free', subscriptionStatus: 'canceled' });
  });

  it('keeps the paid plan without the features while a payment is retried (past_due)', async () => {
    const { sync, provider, plans } = setup();
    provider.subscriptions.set('sub_1', { ...provider.subscriptions.get('sub_1')!, status: 'past_due' });
    await sync.execute(event());
    expect(plans.rows.get('u1')).toMatchObject({ plan: 'professional', subscriptionStatus: 'past_due' });
  });

  it('ignores an unknown customer, an unknown price and another customer’s subscription', async () => {
    const { sync, provider, plans } = setup();
    expect(await sync.execute(event({ customerId: 'cus_nobody' }))).toBe('unknown-customer');
    provider.subscriptions.set('sub_x', {
      ...provider.subscriptions.get('sub_1')!,
      id: 'sub_x',
      priceId: 'price_other',
    });
    expect(await sync.execute(event({ eventId: 'evt_2', subscriptionId: 'sub_x' }))).toBe('ignored');
    provider.subscriptions.set('sub_y', { ...provider.subscriptions.get('sub_1')!, id: 'sub_y', customerId: 'cus_2' });
    expect(await sync.execute(event({ eventId: 'evt_3', subscriptionId: 'sub_y' }))).toBe('ignored');
    expect(await sync.execute(event({ eventId: 'evt_4', subscriptionId: 'sub_gone' }))).toBe('ignored');
    expect(plans.rows.get('u1')?.plan).toBe('free');
  });

  it('does not let a late event about an old ended subscription end the new live one', async () => {
    const { sync, provider, plans } = setup();
    await sync.execute(event());
    provider.subscriptions.set('sub_old', {
      ...provider.subscriptions.get('sub_1')!,
      id: 'sub_old',
      status: 'canceled',
    });
    expect(await sync.execute(event({ eventId: 'evt_old', subscriptionId: 'sub_old' }))).toBe('ignored');
    expect(plans.rows.get('u1')).toMatchObject({ plan: 'professional', subscriptionStatus: 'active' });
  });

  it('answers no-subscription for a user without one', async () => {
    const { sync, accounts } = setup();
    accounts.rows.set('u1', aBillingAccount());
    expect(await sync.forUser('u1', 'period-end')).toBe('no-subscription');
    expect(await sync.forUser('u2', 'period-end')).toBe('unknown-customer');
  });
});
