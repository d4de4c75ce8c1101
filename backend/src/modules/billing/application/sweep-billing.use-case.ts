import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { Clock } from '../../../shared/application/clock';
import { BillingAccounts } from './ports/billing-accounts';
import { LocalBillingStore } from './ports/local-billing';
import { SyncSubscription } from './sync-subscription.use-case';

/** Provider event ids are kept this long to recognise repeats (Stripe retries for up to 3 days). */
export const EVENT_IDS_KEPT_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * With Stripe, a subscription still shown as running a day past its period end missed its webhook: re-read it.
 * The local test checkout has no webhooks, so its subscriptions are re-read as soon as the period ends.
 */
export const STRIPE_PERIOD_END_GRACE_MS = 24 * 60 * 60 * 1000;
const PER_RUN = 200;

/**
 * Billing housekeeping (every HOUSEKEEPING_INTERVAL_MS): subscriptions past their period end are re-read, so a
 * cancelled local subscription ends without anyone opening a page; old event ids and expired local sessions go.
 */
@Injectable()
export class SweepBilling {
  private readonly logger = new Logger('Billing');

  constructor(
    private readonly accounts: BillingAccounts,
    private readonly store: LocalBillingStore,
    private readonly sync: SyncSubscription,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<{ reread: number; events: number; sessions: number }> {
    const now = this.clock.now();
    let reread = 0;
    if (this.config.billing.mode !== 'disabled') {
      const grace = this.config.billing.mode === 'stripe' ? STRIPE_PERIOD_END_GRACE_MS : 0;
      for (const account of await this.accounts.pastPeriodEnd(new Date(now.getTime() - grace), PER_RUN)) {
        try {
          await this.sync.forUser(account.userId, 'period-end');
          reread += 1;
        } catch (error) {
          this.logger.warn(
            `period-end: could not re-read the subscription of user ${account.userId}: ${(error as Error).name}`,
          );
        }
      }
    }
    const events = await this.accounts.sweepEvents(new Date(now.getTime() - EVENT_IDS_KEPT_MS));
    const sessions = await this.store.sweepSessions(now);
    return { reread, events, sessions };
  }
}
