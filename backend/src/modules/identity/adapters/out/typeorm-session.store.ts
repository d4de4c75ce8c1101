import { Injectable } from '@nestjs/common';
import { LessThan, MoreThan, Not } from 'typeorm';
import { TransactionalEntityManager } from '../../../../infrastructure/database/transactional-entity-manager';
import { SessionStore } from '../../application/ports/session.store';
import type { Session } from '../../domain/session';
import { SessionOrmEntity } from './session.orm-entity';

@Injectable()
export class TypeormSessionStore extends SessionStore {
  constructor(private readonly db: TransactionalEntityManager) {
    super();
  }

  async create(session: Session): Promise<void> {
    await this.db.manager.insert(SessionOrmEntity, session);
  }

  async findActive(idHash: string, now: Date): Promise<Session | null> {
    return this.db.manager.findOneBy(SessionOrmEntity, { idHash, expiresAt: MoreThan(now) });
  }

  async touch(idHash: string, lastSeenAt: Date, expiresAt: Date): Promise<void> {
    await this.db.manager.update(SessionOrmEntity, { idHash }, { lastSeenAt, expiresAt });
  }

  async delete(idHash: string): Promise<void> {
    await this.db.manager.delete(SessionOrmEntity, { idHash });
  }

  async deleteOthersOfUser(userId: string, keepIdHash: string): Promise<number> {
    return (await this.db.manager.delete(SessionOrmEntity, { userId, idHash: Not(keepIdHash) })).affected ?? 0;
  }

  async deleteExpired(now: Date): Promise<number> {
    return (await this.db.manager.delete(SessionOrmEntity, { expiresAt: LessThan(now) })).affected ?? 0;
  }
}
