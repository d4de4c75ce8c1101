import { EVENT_IDS_KEPT_MS, STRIPE_PERIOD_END_GRACE_MS, SweepBilling } from './sweep-billing.use-case';
import { aBillingAccount, subscribeLocally, aLocalSession, billingFakes } from './testing/in-memory-ports';

describe('SweepBilling', () => {
  const setup = (mode: 'local' | 'stripe' = 'local') => {
    const fakes = billingFakes(mode);
    const { accounts, store, sync, config, clock } = fakes;
    return { ...fakes, useCase: new SweepBilling(accounts, store, sync, config, clock) };
  };

  it('ends a cancelled local subscription past its period without anyone opening a page', async () => {
    const fakes = setup();
    const { useCase, plans, clock } = fakes;
    await subscribeLocally(fakes, new Date(clock.now().getTime() - 1000), true);
    expect((await useCase.execute()).reread).toBe(1);
    expect(plans.rows.get('u1')).toMatchObject({ plan: 'free', subscriptionStatus: 'canceled' });
  });

  it('waits a day past a Stripe period end for the webhook before re-reading', async () => {
    const { useCase, accounts, clock } = setup('stripe');
    const ended = new Date(clock.now().getTime() - STRIPE_PERIOD_END_GRACE_MS / 2);
    accounts.rows.set('u1', aBillingAccount({ subscriptionId: 'sub_1', status: 'active', currentPeriodEnd: ended }));
    expect((await useCase.execute()).reread).toBe(0);
    clock.advance(STRIPE_PERIOD_END_GRACE_MS);
    // The provider does not know sub_1: re-read all the same (and ignored).
    expect((await useCase.execute()).reread).toBe(1);
  });

  it('forgets event ids after their time and expired local sessions', async () => {
    const { useCase, accounts, store, clock } = setup();
    const now = clock.now();
    await accounts.recordEvent('evt_old', 'invoice.paid', new Date(now.getTime() - EVENT_IDS_KEPT_MS - 1));
    await accounts.recordEvent('evt_new', 'invoice.paid', now);
    await store.createSession(aLocalSession(new Date(now.getTime() - 2 * 24 * 60 * 60 * 1000)));
    await store.createSession(aLocalSession(now, { id: 'lcs_2' }));
    expect(await useCase.execute()).toEqual({ reread: 0, events: 1, sessions: 1 });
    expect([...accounts.events.keys()]).toEqual(['evt_new']);
    expect([...store.sessions.keys()]).toEqual(['lcs_2']);
  });
});
