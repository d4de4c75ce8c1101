import { Injectable } from '@nestjs/common';
import type { BillingInterval, SubscriptionStatus } from '@resume/contracts';
import { In, IsNull, LessThan, Not } from 'typeorm';
import { TransactionalEntityManager } from '../../../../infrastructure/database/transactional-entity-manager';
import { uniqueViolation } from '../../../../infrastructure/database/unique-violation';
import { BillingAccounts } from '../../application/ports/billing-accounts';
import type { BillingAccount } from '../../domain/subscription-state';
import { BillingAccountOrmEntity, BillingEventOrmEntity } from './billing.orm-entities';

const ENDED = ['canceled', 'incomplete_expired'];

const toAccount = (row: BillingAccountOrmEntity): BillingAccount => ({
  userId: row.userId,
  customerId: row.customerId,
  subscriptionId: row.subscriptionId,
  priceId: row.priceId,
  interval: row.billingInterval as BillingInterval | null,
  status: row.status as SubscriptionStatus | null,
  currentPeriodEnd: row.currentPeriodEnd,
  cancelAtPeriodEnd: Boolean(row.cancelAtPeriodEnd),
  updatedAt: row.updatedAt,
});

/**
 * billing_accounts and billing_events. `hold` takes the account's row with an UPDATE inside the caller's
 * transaction (InnoDB's row lock on MySQL/MariaDB; sql.js runs one transaction at a time), as the share-code gate
 * does, so syncs of one account run one after the other on every replica.
 */
@Injectable()
export class TypeormBillingAccounts extends BillingAccounts {
  constructor(private readonly db: TransactionalEntityManager) {
    super();
  }

  async findByUser(userId: string): Promise<BillingAccount | null> {
    const row = await this.db.manager.findOneBy(BillingAccountOrmEntity, { userId });
    return row ? toAccount(row) : null;
  }

  async findByCustomer(customerId: string): Promise<BillingAccount | null> {
    const row = await this.db.manager.findOneBy(BillingAccountOrmEntity, { customerId });
    return row ? toAccount(row) : null;
  }

  async ensure(userId: string, now: Date): Promise<void> {
    if (await this.db.manager.existsBy(BillingAccountOrmEntity, { userId })) return;
    try {
      await this.db.manager.insert(BillingAccountOrmEntity, {
        userId,
        customerId: null,
        subscriptionId: null,
        priceId: null,
        billingInterval: null,
        status: null,
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
        version: 0,
        createdAt: now,
        updatedAt: now,
      });
    } catch (error) {
      // Created by a concurrent first call: that is all we wanted.
      if (!uniqueViolation(error)) throw error;
    }
  }

  async hold(userId: string): Promise<BillingAccount | null> {
    const held = await this.db.manager
      .createQueryBuilder()
      .update(BillingAccountOrmEntity)
      .set({ version: () => 'version + 1' })
      .where({ userId })
      .execute();
    if ((held.affected ?? 0) !== 1) return null;
    return this.findByUser(userId);
  }

  async save(account: BillingAccount): Promise<void> {
    await this.db.manager.update(
      BillingAccountOrmEntity,
      { userId: account.userId },
      {
        customerId: account.customerId,
        subscriptionId: account.subscriptionId,
        priceId: account.priceId,
        billingInterval: account.interval,
        status: account.status,
        currentPeriodEnd: account.currentPeriodEnd,
        cancelAtPeriodEnd: account.cancelAtPeriodEnd,
        updatedAt: account.updatedAt,
      },
    );
  }

  async recordEvent(eventId: string, type: string, at: Date): Promise<boolean> {
    try {
      await this.db.manager.insert(BillingEventOrmEntity, { id: eventId, type, receivedAt: at });
      return true;
    } catch (error) {
      if (uniqueViolation(error)) return false;
      throw error;
    }
  }

  async pastPeriodEnd(now: Date, limit: number): Promise<BillingAccount[]> {
    const rows = await this.db.manager.find(BillingAccountOrmEntity, {
      where: { currentPeriodEnd: LessThan(now), status: Not(In(ENDED)), subscriptionId: Not(IsNull()) },
      order: { currentPeriodEnd: 'ASC' },
      take: limit,
    });
    return rows.map(toAccount);
  }

  async sweepEvents(before: Date): Promise<number> {
    const result = await this.db.manager.delete(BillingEventOrmEntity, { receivedAt: LessThan(before) });
    return result.affected ?? 0;
  }
}
