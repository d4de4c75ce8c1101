import type { BillingMode } from '@resume/contracts';
import { AppConfig, BillingConfig } from '../../../../config/app-config';
import { DomainError } from '../../../../shared/domain/domain-error';
import { AdjustableClock } from '../../../../shared/testing/adjustable-clock';
import { ImmediateTransaction } from '../../../../shared/testing/immediate-transaction';
import { LocalSubscription, localSubscriptionAt } from '../../domain/local-subscription';
import type { BillingAccount, ProviderSubscription, UserSubscription } from '../../domain/subscription-state';
import { AccountPlans, AccountSummary } from '../ports/account-plans';
import { BillingAccounts } from '../ports/billing-accounts';
import { BillingProvider, CheckoutRequest, NewCustomer, PortalRequest, ProviderEvent } from '../ports/billing-provider';
import { LocalBillingStore, LocalSession } from '../ports/local-billing';
import { SyncSubscription } from '../sync-subscription.use-case';

/** In-memory fakes of the billing module's ports, for use-case unit tests. */

/** The configured prices: premium and professional by month and year. */
export const PRICES = {
  premium: { month: 'price_pm', year: 'price_py' },
  professional: { month: 'price_fm', year: 'price_fy' },
};

const billingConfig = (mode: BillingMode): AppConfig => {
  const api = { host: 'localhost', port: 1, protocol: 'http' as const };
  const billing: BillingConfig =
    mode === 'stripe' ? { mode, prices: PRICES, secretKey: 'sk', webhookSecret: 'wh', api } : { mode, prices: PRICES };
  return Object.assign(new AppConfig(), { appUrl: 'https://cv.example.com', billing });
};

export const aBillingAccount = (fields: Partial<BillingAccount> = {}): BillingAccount => ({
  userId: 'u1',
  customerId: 'cus_1',
  subscriptionId: null,
  priceId: null,
  interval: null,
  status: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  updatedAt: new Date(0),
  ...fields,
});

export class InMemoryBillingAccounts extends BillingAccounts {
  readonly rows = new Map<string, BillingAccount>();
  readonly events = new Map<string, Date>();
  async findByUser(userId: string) {
    return this.rows.get(userId) ?? null;
  }
  async findByCustomer(customerId: string) {
    return [...this.rows.values()].find((a) => a.customerId === customerId) ?? null;
  }
  async ensure(userId: string, now: Date) {
    if (!this.rows.has(userId)) this.rows.set(userId, aBillingAccount({ userId, customerId: null, updatedAt: now }));
  }
  async hold(userId: string) {
    return this.findByUser(userId);
  }
  async save(account: BillingAccount) {
    this.rows.set(account.userId, { ...account });
  }
  async recordEvent(eventId: string, _type: string, at: Date) {
    if (this.events.has(eventId)) return false;
    this.events.set(eventId, at);
    return true;
  }
  async pastPeriodEnd(now: Date, limit: number) {
    return [...this.rows.values()]
      .filter((a) => a.currentPeriodEnd && a.currentPeriodEnd < now && a.status !== 'canceled')
      .slice(0, limit);
  }
  async sweepEvents(before: Date) {
    let removed = 0;
    for (const [id, at] of this.events) if (at < before && this.events.delete(id)) removed += 1;
    return removed;
  }
}

/** Identity's side: each user's plan and status. */
export class InMemoryAccountPlans extends AccountPlans {
  readonly rows = new Map<string, AccountSummary>([
    ['u1', { id: 'u1', email: 'ada@example.com', plan: 'free', subscriptionStatus: null }],
  ]);
  async byId(userId: string) {
    return this.rows.get(userId) ?? null;
  }
  async byEmail(email: string) {
    return [...this.rows.values()].find((u) => u.email === email) ?? null;
  }
  async setSubscription(userId: string, subscription: UserSubscription) {
    const user = this.rows.get(userId);
    if (user) this.rows.set(userId, { ...user, ...subscription });
  }
}

export class InMemoryLocalBilling extends LocalBillingStore {
  readonly sessions = new Map<string, LocalSession>();
  readonly subscriptions = new Map<string, LocalSubscription>();
  async createSession(session: LocalSession) {
    this.sessions.set(session.id, session);
  }
  async findSession(id: string) {
    return this.sessions.get(id) ?? null;
  }
  async completeSession(id: string) {
    const session = this.sessions.get(id);
    if (!session || session.status !== 'open') return false;
    this.sessions.set(id, { ...session, status: 'complete' });
    return true;
  }
  async findSubscription(id: string) {
    return this.subscriptions.get(id) ?? null;
  }
  async saveSubscription(sub: LocalSubscription) {
    this.subscriptions.set(sub.id, { ...sub });
  }
  async sweepSessions(before: Date) {
    let removed = 0;
    for (const [id, s] of this.sessions) if (s.expiresAt < before && this.sessions.delete(id)) removed += 1;
    return removed;
  }
}

/**
 * The provider: subscriptions the test puts in `subscriptions`, else the local store's moved to now (as the local
 * provider reads them); webhooks are `{"id","type","customer","subscription"}` signed 'good'.
 */
export class FakeBillingProvider extends BillingProvider {
  readonly mode = 'stripe' as const;
  readonly subscriptions = new Map<string, ProviderSubscription>();
  readonly customers: NewCustomer[] = [];
  readonly checkouts: CheckoutRequest[] = [];
  readonly portals: PortalRequest[] = [];
  constructor(
    private readonly local: InMemoryLocalBilling,
    private readonly clock: AdjustableClock,
  ) {
    super();
  }
  async createCustomer(customer: NewCustomer) {
    this.customers.push(customer);
    return `cus_${this.customers.length}`;
  }
  async createCheckoutSession(request: CheckoutRequest) {
    this.checkouts.push(request);
    return { url: `https://pay.example.com/c/${this.checkouts.length}` };
  }
  async createPortalSession(request: PortalRequest) {
    this.portals.push(request);
    return { url: `https://pay.example.com/p/${this.portals.length}` };
  }
  async retrieveSubscription(id: string): Promise<ProviderSubscription | null> {
    const given = this.subscriptions.get(id);
    if (given) return given;
    const stored = await this.local.findSubscription(id);
    return stored ? localSubscriptionAt(stored, this.clock.now()) : null;
  }
  verifyWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent {
    if (signature !== 'good') throw new DomainError('WEBHOOK_SIGNATURE_INVALID');
    const event = JSON.parse(rawBody.toString()) as Record<string, string | null>;
    return { id: event.id!, type: event.type!, customerId: event.customer, subscriptionId: event.subscription };
  }
}

/** The fakes wired as the module wires them (local mode unless told), with user u1 on the free plan. */
export function billingFakes(mode: BillingMode = 'local') {
  const clock = new AdjustableClock();
  const config = billingConfig(mode);
  const accounts = new InMemoryBillingAccounts();
  const plans = new InMemoryAccountPlans();
  const store = new InMemoryLocalBilling();
  const provider = new FakeBillingProvider(store, clock);
  const tx = new ImmediateTransaction();
  const sync = new SyncSubscription(accounts, provider, plans, tx, config, clock);
  return { clock, config, accounts, plans, store, provider, tx, sync };
}

/** An open local session of u1 (customer cus_1) for the premium monthly price, valid for a day from `now`. */
export const aLocalSession = (now: Date, fields: Partial<LocalSession> = {}): LocalSession => ({
  id: 'lcs_1',
  kind: 'checkout',
  userId: 'u1',
  customerId: 'cus_1',
  priceId: 'price_pm',
  successUrl: 'https://cv.example.com/billing/success',
  cancelUrl: 'https://cv.example.com/pricing',
  returnUrl: null,
  status: 'open',
  createdAt: now,
  expiresAt: new Date(now.getTime() + 24 * 60 * 60 * 1000),
  ...fields,
});

/**
 * u1 on premium with the local subscription lsub_1 (monthly), its period ending `periodEnd`: stored in the local store,
 * on the billing account and on the user, as a completed local checkout leaves them.
 */
export async function subscribeLocally(
  fakes: ReturnType<typeof billingFakes>,
  periodEnd: Date,
  cancelAtPeriodEnd = false,
): Promise<void> {
  await fakes.store.saveSubscription({
    id: 'lsub_1',
    customerId: 'cus_1',
    priceId: 'price_pm',
    interval: 'month',
    status: 'active',
    currentPeriodEnd: periodEnd,
    cancelAtPeriodEnd,
  });
  fakes.accounts.rows.set(
    'u1',
    aBillingAccount({ subscriptionId: 'lsub_1', status: 'active', currentPeriodEnd: periodEnd }),
  );
  await fakes.plans.setSubscription('u1', { plan: 'premium', subscriptionStatus: 'active' });
}
