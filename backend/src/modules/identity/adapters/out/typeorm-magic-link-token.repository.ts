import { Injectable } from '@nestjs/common';
import { IsNull, LessThan, MoreThan } from 'typeorm';
import { TransactionalEntityManager } from '../../../../infrastructure/database/transactional-entity-manager';
import { MagicLinkTokenRepository } from '../../application/ports/magic-link-token.repository';
import type { MagicLinkToken } from '../../domain/magic-link';
import { MagicLinkTokenOrmEntity } from './magic-link-token.orm-entity';

@Injectable()
export class TypeormMagicLinkTokenRepository extends MagicLinkTokenRepository {
  constructor(private readonly db: TransactionalEntityManager) {
    super();
  }

  async save(token: MagicLinkToken): Promise<void> {
    await this.db.manager.insert(MagicLinkTokenOrmEntity, { ...token, usedAt: null });
  }

  async findUsable(tokenHash: string, now: Date): Promise<Pick<MagicLinkToken, 'email' | 'browserHash'> | null> {
    return this.db.manager.findOne(MagicLinkTokenOrmEntity, {
      select: { email: true, browserHash: true },
      where: { tokenHash, usedAt: IsNull(), expiresAt: MoreThan(now) },
    });
  }

  async claim(tokenHash: string, now: Date): Promise<string | null> {
    // One conditional UPDATE: the database serialises concurrent claims on the row, and only the claim that
    // changed it (affected = 1) wins. Works the same on MySQL (row lock) and sql.js (one connection).
    const result = await this.db.manager
      .createQueryBuilder()
      .update(MagicLinkTokenOrmEntity)
      .set({ usedAt: now })
      .where('tokenHash = :tokenHash AND usedAt IS NULL AND expiresAt > :now', { tokenHash, now })
      .execute();
    if (result.affected !== 1) return null;
    const row = await this.db.manager.findOneBy(MagicLinkTokenOrmEntity, { tokenHash });
    return row?.email ?? null;
  }

  async deleteExpired(before: Date): Promise<number> {
    return (await this.db.manager.delete(MagicLinkTokenOrmEntity, { expiresAt: LessThan(before) })).affected ?? 0;
  }
}
