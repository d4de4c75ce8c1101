import { Injectable } from '@nestjs/common';
import type { BillingInterval } from '@resume/contracts';
import { LessThan } from 'typeorm';
import { TransactionalEntityManager } from '../../../../infrastructure/database/transactional-entity-manager';
import { LocalBillingStore, LocalSession } from '../../application/ports/local-billing';
import type { LocalSubscription } from '../../domain/local-subscription';
import { LocalSessionOrmEntity, LocalSubscriptionOrmEntity } from './billing.orm-entities';

/** The embedded default's sessions and subscriptions, in the database so that every replica sees them. */
@Injectable()
export class TypeormLocalBillingStore extends LocalBillingStore {
  constructor(private readonly db: TransactionalEntityManager) {
    super();
  }

  async createSession(session: LocalSession): Promise<void> {
    await this.db.manager.insert(LocalSessionOrmEntity, session);
  }

  async findSession(id: string): Promise<LocalSession | null> {
    const row = await this.db.manager.findOneBy(LocalSessionOrmEntity, { id });
    return row
      ? { ...row, kind: row.kind as LocalSession['kind'], status: row.status as LocalSession['status'] }
      : null;
  }

  async completeSession(id: string): Promise<boolean> {
    const result = await this.db.manager.update(LocalSessionOrmEntity, { id, status: 'open' }, { status: 'complete' });
    return (result.affected ?? 0) === 1;
  }

  async findSubscription(id: string): Promise<LocalSubscription | null> {
    const row = await this.db.manager.findOneBy(LocalSubscriptionOrmEntity, { id });
    if (!row) return null;
    return {
      id: row.id,
      customerId: row.customerId,
      priceId: row.priceId,
      interval: row.billingInterval as BillingInterval,
      status: row.status as LocalSubscription['status'],
      currentPeriodEnd: row.currentPeriodEnd,
      cancelAtPeriodEnd: Boolean(row.cancelAtPeriodEnd),
    };
  }

  async saveSubscription(sub: LocalSubscription, now: Date): Promise<void> {
    const { interval, ...fields } = sub;
    const values = { ...fields, billingInterval: interval, updatedAt: now };
    const updated = await this.db.manager.update(LocalSubscriptionOrmEntity, { id: sub.id }, values);
    if ((updated.affected ?? 0) === 0)
      await this.db.manager.insert(LocalSubscriptionOrmEntity, { ...values, createdAt: now });
  }

  async sweepSessions(before: Date): Promise<number> {
    const result = await this.db.manager.delete(LocalSessionOrmEntity, { expiresAt: LessThan(before) });
    return result.affected ?? 0;
  }
}
