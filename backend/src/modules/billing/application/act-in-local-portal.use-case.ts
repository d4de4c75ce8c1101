import { Injectable } from '@nestjs/common';
import type { TestPortalAction, TestPortalSession } from '@resume/contracts';
import { AppConfig } from '../../../config/app-config';
import { Clock } from '../../../shared/application/clock';
import { TransactionRunner } from '../../../shared/application/transaction-runner';
import { DomainError } from '../../../shared/domain/domain-error';
import { addInterval, LocalSubscription, localSubscriptionAt } from '../domain/local-subscription';
import { findPrice, priceIdOf } from '../domain/plan-catalogue';
import { GetLocalPortal } from './get-local-portal.use-case';
import { ownLocalSession } from './local-sessions';
import { BillingAccounts } from './ports/billing-accounts';
import { LocalBillingStore } from './ports/local-billing';
import { SyncSubscription } from './sync-subscription.use-case';

/**
 * POST /api/billing/test-portal/{id}/actions (embedded default): cancel at the period end, resume, or switch the
 * interval (a new period starts now, as Stripe does when the interval changes); with ENABLE_TEST_ROUTES also
 * 'end-period' (the period ends now). Each change goes through SyncSubscription, as a Stripe webhook would.
 */
@Injectable()
export class ActInLocalPortal {
  constructor(
    private readonly store: LocalBillingStore,
    private readonly accounts: BillingAccounts,
    private readonly sync: SyncSubscription,
    private readonly portal: GetLocalPortal,
    private readonly tx: TransactionRunner,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, id: string, action: TestPortalAction): Promise<TestPortalSession> {
    const now = this.clock.now();
    await ownLocalSession(this.store, userId, id, 'portal', now);
    const changed = await this.tx.run(async () => {
      const account = await this.accounts.hold(userId);
      const stored = account?.subscriptionId ? await this.store.findSubscription(account.subscriptionId) : null;
      if (!stored) return false;
      const current = localSubscriptionAt(stored, now);
      const next = current.status === 'active' ? this.change(current, action, now) : current;
      await this.store.saveSubscription(next, now);
      // A subscription that ended meanwhile is still copied to the user before the action is refused.
      await this.sync.forUser(userId, `local.portal.${action.action}`, next.id);
      return current.status === 'active';
    });
    if (!changed) throw new DomainError('NO_SUBSCRIPTION');
    return this.portal.execute(userId, id);
  }

  private change(sub: LocalSubscription, action: TestPortalAction, now: Date): LocalSubscription {
    switch (action.action) {
      case 'cancel':
        return { ...sub, cancelAtPeriodEnd: true };
      case 'resume':
        return { ...sub, cancelAtPeriodEnd: false };
      case 'switch': {
        const price = findPrice(this.config.billing.prices, sub.priceId);
        if (!price || price.interval === action.interval) return sub;
        const priceId = priceIdOf(this.config.billing.prices, { plan: price.plan, interval: action.interval });
        if (!priceId) throw new DomainError('PRICE_NOT_AVAILABLE');
        return { ...sub, priceId, interval: action.interval, currentPeriodEnd: addInterval(now, action.interval) };
      }
      case 'end-period':
        return localSubscriptionAt({ ...sub, currentPeriodEnd: now }, now);
    }
  }
}
