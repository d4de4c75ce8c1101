import { Injectable } from '@nestjs/common';
import type { TestCheckoutCompleteResponse } from '@resume/contracts';
import { AppConfig } from '../../../config/app-config';
import { Clock } from '../../../shared/application/clock';
import { TransactionRunner } from '../../../shared/application/transaction-runner';
import { DomainError } from '../../../shared/domain/domain-error';
import { newId } from '../../../shared/domain/random';
import { addInterval } from '../domain/local-subscription';
import { findPrice } from '../domain/plan-catalogue';
import { isLive } from '../domain/subscription-state';
import { ownLocalSession } from './local-sessions';
import { BillingAccounts } from './ports/billing-accounts';
import { LocalBillingStore } from './ports/local-billing';
import { SyncSubscription } from './sync-subscription.use-case';

/**
 * POST /api/billing/test-checkout/{id}/complete (embedded default): the test payment succeeds, an active local
 * subscription starts (one month or year), and SyncSubscription copies it to the user, as a Stripe webhook would.
 * Completing twice (a double click, two tabs) starts one subscription.
 */
@Injectable()
export class CompleteLocalCheckout {
  constructor(
    private readonly store: LocalBillingStore,
    private readonly accounts: BillingAccounts,
    private readonly sync: SyncSubscription,
    private readonly tx: TransactionRunner,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, id: string): Promise<TestCheckoutCompleteResponse> {
    const now = this.clock.now();
    const session = await ownLocalSession(this.store, userId, id, 'checkout', now);
    const price = findPrice(this.config.billing.prices, session.priceId);
    if (!price || !session.successUrl) throw new DomainError('NOT_FOUND');
    const redirect = { redirectUrl: session.successUrl };
    if (session.status === 'complete') return redirect;
    await this.tx.run(async () => {
      if (!(await this.store.completeSession(id))) return;
      const account = await this.accounts.hold(userId);
      if (!account || account.customerId !== session.customerId) throw new DomainError('NOT_FOUND');
      if (isLive(account.status)) throw new DomainError('SUBSCRIPTION_EXISTS');
      const subscriptionId = `lsub_${newId()}`;
      await this.store.saveSubscription(
        {
          id: subscriptionId,
          customerId: session.customerId,
          priceId: session.priceId!,
          interval: price.interval,
          status: 'active',
          currentPeriodEnd: addInterval(now, price.interval),
          cancelAtPeriodEnd: false,
        },
        now,
      );
      await this.sync.forUser(userId, 'local.checkout.completed', subscriptionId);
    });
    return redirect;
  }
}
