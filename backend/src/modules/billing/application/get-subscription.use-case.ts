import { Injectable } from '@nestjs/common';
import type { Plan, SubscriptionResponse } from '@resume/contracts';
import { AppConfig } from '../../../config/app-config';
import { Clock } from '../../../shared/application/clock';
import { DomainError } from '../../../shared/domain/domain-error';
import { isLive } from '../domain/subscription-state';
import { AccountPlans } from './ports/account-plans';
import { BillingAccounts } from './ports/billing-accounts';
import { SyncSubscription } from './sync-subscription.use-case';

/**
 * GET /api/billing/subscription: the user's plan and status (identity) with the account's interval, period end and
 * cancellation. With the local test checkout a subscription whose period has passed is re-read first (it renews, or
 * ends when cancelled), since no provider sends a webhook then.
 */
@Injectable()
export class GetSubscription {
  constructor(
    private readonly accounts: BillingAccounts,
    private readonly plans: AccountPlans,
    private readonly sync: SyncSubscription,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string): Promise<SubscriptionResponse> {
    let account = await this.accounts.findByUser(userId);
    const due = account?.currentPeriodEnd && isLive(account.status) && account.currentPeriodEnd <= this.clock.now();
    if (due && this.config.billing.mode === 'local') {
      await this.sync.forUser(userId, 'period-end');
      account = await this.accounts.findByUser(userId);
    }
    const user = await this.plans.byId(userId);
    if (!user) throw new DomainError('NOT_FOUND');
    return {
      plan: user.plan as Plan,
      subscriptionStatus: user.subscriptionStatus,
      interval: account?.interval ?? null,
      currentPeriodEnd: account?.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: account?.cancelAtPeriodEnd ?? false,
      hasCustomer: Boolean(account?.customerId),
      mode: this.config.billing.mode,
    };
  }
}
