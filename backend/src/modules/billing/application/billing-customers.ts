import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/application/clock';
import { TransactionRunner } from '../../../shared/application/transaction-runner';
import type { BillingAccount } from '../domain/subscription-state';
import { BillingAccounts } from './ports/billing-accounts';
import { BillingProvider } from './ports/billing-provider';

/**
 * One provider customer per user, created once: the account's row is held while the customer is created and its id
 * stored, so two concurrent checkouts (on any replica) cannot create two customers. The Stripe adapter also sends
 * an idempotency key per user, in case a crash lost the stored id.
 */
@Injectable()
export class BillingCustomers {
  constructor(
    private readonly accounts: BillingAccounts,
    private readonly provider: BillingProvider,
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  async ensure(user: { id: string; email: string }): Promise<BillingAccount & { customerId: string }> {
    await this.accounts.ensure(user.id, this.clock.now());
    return this.tx.run(async () => {
      const account = await this.accounts.hold(user.id);
      if (!account) throw new Error(`billing account of ${user.id} vanished`);
      if (account.customerId) return { ...account, customerId: account.customerId };
      const customerId = await this.provider.createCustomer({ userId: user.id, email: user.email });
      const next = { ...account, customerId, updatedAt: this.clock.now() };
      await this.accounts.save(next);
      return next;
    });
  }
}
