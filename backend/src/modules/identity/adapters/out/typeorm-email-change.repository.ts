import { Injectable } from '@nestjs/common';
import { IsNull, LessThan, MoreThan } from 'typeorm';
import { TransactionalEntityManager } from '../../../../infrastructure/database/transactional-entity-manager';
import { EmailChangeRepository } from '../../application/ports/email-change.repository';
import type { EmailChangeRequest } from '../../domain/email-change';
import { EmailChangeOrmEntity } from './email-change.orm-entity';

@Injectable()
export class TypeormEmailChangeRepository extends EmailChangeRepository {
  constructor(private readonly db: TransactionalEntityManager) {
    super();
  }

  async replacePending(request: EmailChangeRequest): Promise<void> {
    await this.cancelPending(request.userId);
    await this.db.manager.insert(EmailChangeOrmEntity, { ...request, usedAt: null });
  }

  async findPending(userId: string, now: Date): Promise<EmailChangeRequest | null> {
    return this.db.manager.findOne(EmailChangeOrmEntity, {
      where: { userId, usedAt: IsNull(), expiresAt: MoreThan(now) },
      order: { createdAt: 'DESC' },
    });
  }

  async claim(tokenHash: string, userId: string, now: Date): Promise<string | null> {
    // One conditional UPDATE, like the magic-link claim: of concurrent confirmations only one changes the row.
    const result = await this.db.manager
      .createQueryBuilder()
      .update(EmailChangeOrmEntity)
      .set({ usedAt: now })
      .where('tokenHash = :tokenHash AND userId = :userId AND usedAt IS NULL AND expiresAt > :now', {
        tokenHash,
        userId,
        now,
      })
      .execute();
    if (result.affected !== 1) return null;
    return (await this.db.manager.findOneBy(EmailChangeOrmEntity, { tokenHash }))?.newEmail ?? null;
  }

  async cancelPending(userId: string): Promise<void> {
    await this.db.manager.delete(EmailChangeOrmEntity, { userId, usedAt: IsNull() });
  }

  async deleteExpired(before: Date): Promise<number> {
    return (await this.db.manager.delete(EmailChangeOrmEntity, { expiresAt: LessThan(before) })).affected ?? 0;
  }
}
