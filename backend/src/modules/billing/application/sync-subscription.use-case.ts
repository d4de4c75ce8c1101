import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { Clock } from '../../../shared/application/clock';
import { TransactionRunner } from '../../../shared/application/transaction-runner';
import { decideSync } from '../domain/subscription-state';
import { AccountPlans } from './ports/account-plans';
import { BillingAccounts } from './ports/billing-accounts';
import { BillingProvider } from './ports/billing-provider';

export interface SubscriptionChange {
  /** The provider event's id: recorded once, so a repeat changes nothing. Absent for the local checkout and portal. */
  eventId?: string;
  /** What asked for the sync, for the log: an event type, 'local.checkout.completed', 'period-end', ... */
  cause: string;
  customerId: string;
  /** The subscription the event names; null: the account's current one. */
  subscriptionId: string | null;
}

export type SyncOutcome = 'duplicate' | 'unknown-customer' | 'no-subscription' | 'ignored' | 'applied';

/**
 * Copies a subscription's state from the payment provider to the account and the user (plan and status), in one
 * transaction. Every path that changes a subscription ends here: Stripe's webhooks, the local test checkout and
 * portal, the period-end sweep. Events arrive late, twice and out of order, so the event's own copy is never
 * trusted: the subscription is re-read from the provider while the account's row is held, so a reader that started
 * earlier cannot write an older state over a newer one (docs/decisions/0016-billing.md).
 */
@Injectable()
export class SyncSubscription {
  private readonly logger = new Logger('Billing');

  constructor(
    private readonly accounts: BillingAccounts,
    private readonly provider: BillingProvider,
    private readonly plans: AccountPlans,
    private readonly tx: TransactionRunner,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** A provider event about a customer: applied once per event id; an unknown customer is logged and ignored. */
  execute(change: SubscriptionChange): Promise<SyncOutcome> {
    return this.tx.run(async () => {
      const now = this.clock.now();
      if (change.eventId !== undefined && !(await this.accounts.recordEvent(change.eventId, change.cause, now)))
        return 'duplicate';
      const account = await this.accounts.findByCustomer(change.customerId);
      if (!account) {
        this.logger.warn(
          `${change.cause} ${change.eventId ?? ''}: unknown customer ${change.customerId}, nothing changed`,
        );
        return 'unknown-customer';
      }
      return this.apply(account.userId, change.cause, change.subscriptionId);
    });
  }

  /** The user's subscription (or the one named) re-read and applied: the local flows and the period-end sweep. */
  forUser(userId: string, cause: string, subscriptionId: string | null = null): Promise<SyncOutcome> {
    return this.tx.run(() => this.apply(userId, cause, subscriptionId));
  }

  private async apply(userId: string, cause: string, named: string | null): Promise<SyncOutcome> {
    const account = await this.accounts.hold(userId);
    if (!account) return 'unknown-customer';
    const subscriptionId = named ?? account.subscriptionId;
    if (!subscriptionId) return 'no-subscription';
    // Read while the row is held: whatever we write is at least as new as what any earlier writer wrote.
    const sub = await this.provider.retrieveSubscription(subscriptionId);
    if (!sub) {
      this.logger.warn(
        `${cause}: subscription ${subscriptionId} of user ${userId} is unknown to the provider, nothing changed`,
      );
      return 'ignored';
    }
    const decision = decideSync(account, sub, this.config.billing.prices, this.clock.now());
    if (decision.kind === 'ignore') {
      this.logger.warn(
        `${cause}: subscription ${sub.id} (price ${sub.priceId ?? '-'}) of user ${userId} ignored: ${decision.reason}`,
      );
      return 'ignored';
    }
    await this.accounts.save(decision.account);
    await this.plans.setSubscription(userId, decision.user);
    const { status, currentPeriodEnd, cancelAtPeriodEnd } = decision.account;
    this.logger.log(
      `${cause}: user ${userId} now ${decision.user.plan}/${status} (subscription ${sub.id}, period end ${currentPeriodEnd?.toISOString() ?? '-'}` +
        `${cancelAtPeriodEnd ? ', cancels then' : ''})`,
    );
    return 'applied';
  }
}
