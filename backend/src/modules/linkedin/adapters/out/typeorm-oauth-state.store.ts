import { Injectable } from '@nestjs/common';
import { LessThan } from 'typeorm';
import { TransactionalEntityManager } from '../../../../infrastructure/database/transactional-entity-manager';
import { OAuthStateStore } from '../../application/ports/oauth-state.store';
import type { PendingAuthorization } from '../../domain/oauth-state';
import { LinkedInOAuthStateOrmEntity } from './linkedin.orm-entities';

/** Keeps a day of spent and expired states (for support), then drops them when new ones are written. */
const KEEP_MS = 24 * 60 * 60 * 1000;

@Injectable()
export class TypeormOAuthStateStore extends OAuthStateStore {
  constructor(private readonly db: TransactionalEntityManager) {
    super();
  }

  async save(pending: PendingAuthorization): Promise<void> {
    await this.db.manager.delete(LinkedInOAuthStateOrmEntity, {
      expiresAt: LessThan(new Date(pending.createdAt.getTime() - KEEP_MS)),
    });
    await this.db.manager.insert(LinkedInOAuthStateOrmEntity, { ...pending, usedAt: null });
  }

  async take(stateHash: string, now: Date): Promise<PendingAuthorization | null> {
    // One conditional UPDATE: of two takes at once only the one that changed the row (affected = 1) gets it.
    const result = await this.db.manager
      .createQueryBuilder()
      .update(LinkedInOAuthStateOrmEntity)
      .set({ usedAt: now })
      .where('stateHash = :stateHash AND usedAt IS NULL', { stateHash })
      .execute();
    if (result.affected !== 1) return null;
    const row = await this.db.manager.findOneBy(LinkedInOAuthStateOrmEntity, { stateHash });
    if (!row) return null;
    const { usedAt: _usedAt, ...pending } = row;
    return pending;
  }
}
