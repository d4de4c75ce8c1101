import { Injectable } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import { LessThanOrEqual, MoreThan, QueryFailedError } from 'typeorm';
import { newId } from '../../shared/domain/random';
import { TransactionalEntityManager } from '../database/transactional-entity-manager';
import { uniqueViolation } from '../database/unique-violation';
import { RateLimitHitOrmEntity } from './rate-limit-hit.orm-entity';
import { throttleRecord } from './throttle-record';

const MAX_ATTEMPTS = 5;

/** Two first hits racing to create a window, or InnoDB resolving their locks: run the increment again. */
function isConflict(error: unknown): boolean {
  if (uniqueViolation(error)) return true;
  const code = (error as QueryFailedError & { driverError?: { code?: string } }).driverError?.code;
  return code === 'ER_LOCK_DEADLOCK' || code === 'ER_LOCK_WAIT_TIMEOUT';
}

/**
 * Counters in the rate_limit_hits table, so every replica sees the same counts. The increment and the read of
 * the new count run in one transaction: the UPDATE's row lock (MySQL) or the serialised transactions (sql.js)
 * make each request see its own count, never one bumped by a concurrent request in between.
 */
@Injectable()
export class TypeormThrottlerStorage implements ThrottlerStorage {
  private inserts = 0;

  constructor(private readonly db: TransactionalEntityManager) {}

  async increment(key: string, ttl: number, limit: number, _block: number, name: string): Promise<ThrottlerStorageRecord> {
    const bucketKey = `${name}:${key}`.slice(0, 128);
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db.run(() => this.incrementOnce(bucketKey, ttl, limit));
      } catch (error) {
        if (attempt >= MAX_ATTEMPTS || !isConflict(error)) throw error;
      }
    }
  }

  private async incrementOnce(bucketKey: string, ttl: number, limit: number): Promise<ThrottlerStorageRecord> {
    const m = this.db.manager;
    const now = new Date();
    const updated = await m
      .createQueryBuilder()
      .update(RateLimitHitOrmEntity)
      .set({ hits: () => 'hits + 1' })
      .where({ bucketKey, expiresAt: MoreThan(now) })
      .execute();
    if (updated.affected === 1) {
      const row = await m.findOneByOrFail(RateLimitHitOrmEntity, { bucketKey });
      return throttleRecord(row.hits, row.expiresAt.getTime() - now.getTime(), limit);
    }
    // No live window: drop the expired one, if any, and open a new one.
    await m.delete(RateLimitHitOrmEntity, { bucketKey, expiresAt: LessThanOrEqual(now) });
    await m.insert(RateLimitHitOrmEntity, { id: newId(), bucketKey, hits: 1, expiresAt: new Date(now.getTime() + ttl) });
    if (++this.inserts % 100 === 0) await m.delete(RateLimitHitOrmEntity, { expiresAt: LessThanOrEqual(now) });
    return throttleRecord(1, ttl, limit);
  }
}
