import { Injectable } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import { LessThanOrEqual, MoreThan, QueryFailedError } from 'typeorm';
import { newId } from '../../shared/domain/random';
import { TransactionalEntityManager } from '../database/transactional-entity-manager';
import { uniqueViolation } from '../database/unique-violation';
import { RateLimitHitOrmEntity } from './rate-limit-hit.orm-entity';
import { SqljsHitBatches } from './sqljs-hit-batches';
import type { CounterState } from './rate-limit-storage';
import { throttleRecord } from './throttle-record';

const MAX_ATTEMPTS = 5;
/** Expired windows are deleted after every this many increments of a process (in their own transaction). */
const SWEEP_EVERY = 100;

/** Another request reset the same ended window between our read and our write. */
class WindowRaced extends Error {}

/** Two first hits racing to create a window, or InnoDB resolving their locks: run the increment again. */
function isConflict(error: unknown): boolean {
  if (error instanceof WindowRaced || uniqueViolation(error)) return true;
  const code = (error as QueryFailedError & { driverError?: { code?: string } }).driverError?.code;
  return code === 'ER_LOCK_DEADLOCK' || code === 'ER_LOCK_WAIT_TIMEOUT';
}

/**
 * Counters in the rate_limit_hits table, so every replica sees the same counts. The increment and the read of
 * the new count run in one transaction: the UPDATE's row lock (MySQL) or the serialised transactions (sql.js)
 * make each request see its own count, never one bumped by a concurrent request in between.
 *
 * On sql.js the hits go through SqljsHitBatches: counted at once in the in-memory database, the file saved within a
 * second, not once per hit (issue 15).
 */
@Injectable()
export class TypeormThrottlerStorage implements ThrottlerStorage {
  private increments = 0;
  private readonly sqljsBatches: SqljsHitBatches | null;

  constructor(private readonly db: TransactionalEntityManager) {
    this.sqljsBatches = db.manager.connection.options.type === 'sqljs' ? new SqljsHitBatches(db) : null;
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
    _block: number,
    name: string,
  ): Promise<ThrottlerStorageRecord> {
    const bucketKey = `${name}:${key}`.slice(0, 128);
    if (++this.increments % SWEEP_EVERY === 0) void this.sweep();
    // Within a caller's transaction the hit belongs to it (none does so today): the path below.
    if (this.sqljsBatches && this.db.manager === this.db.manager.connection.manager)
      return this.sqljsBatches.add(bucketKey, ttl, limit);
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db.run(() => this.incrementOnce(bucketKey, ttl, limit));
      } catch (error) {
        if (attempt >= MAX_ATTEMPTS || !isConflict(error)) throw error;
        // Requests that collided once would collide again in lockstep: a few random milliseconds apart instead.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
      }
    }
  }

  /**
   * One statement, so atomic on its own: InnoDB's row lock (or sql.js's one thread) orders it with the increments.
   * sql.js: through SqljsHitBatches, which saves the file as it does for hits.
   */
  async giveBack(key: string, name: string): Promise<void> {
    const bucketKey = `${name}:${key}`.slice(0, 128);
    if (this.sqljsBatches) return this.sqljsBatches.giveBack(bucketKey);
    await this.db.manager
      .createQueryBuilder()
      .update(RateLimitHitOrmEntity)
      .set({ hits: () => 'hits - 1' })
      .where({ bucketKey, expiresAt: MoreThan(new Date()), hits: MoreThan(0) })
      .execute();
  }

  /** The live window's count and time left, without counting (null: no window open). */
  async peek(key: string, name: string): Promise<CounterState | null> {
    const now = new Date();
    const row = await this.db.manager.findOneBy(RateLimitHitOrmEntity, {
      bucketKey: `${name}:${key}`.slice(0, 128),
      expiresAt: MoreThan(now),
    });
    return row ? { hits: row.hits, msLeft: row.expiresAt.getTime() - now.getTime() } : null;
  }

  private async incrementOnce(bucketKey: string, ttl: number, limit: number): Promise<ThrottlerStorageRecord> {
    const m = this.db.manager;
    const now = new Date();
    // A plain read first. A locking statement (UPDATE, DELETE) on a key without a row locks the index gap around it
    // in InnoDB, and the first hits of two neighbouring keys then deadlock on their INSERTs (found by the fuzz test).
    const existing = await m.findOneBy(RateLimitHitOrmEntity, { bucketKey });
    if (!existing) {
      await m.insert(RateLimitHitOrmEntity, {
        id: newId(),
        bucketKey,
        hits: 1,
        expiresAt: new Date(now.getTime() + ttl),
      });
      return throttleRecord(1, ttl, limit);
    }
    const live = await m
      .createQueryBuilder()
      .update(RateLimitHitOrmEntity)
      .set({ hits: () => 'hits + 1' })
      .where({ id: existing.id, expiresAt: MoreThan(now) })
      .execute();
    if (live.affected === 1) {
      const row = await m.findOneByOrFail(RateLimitHitOrmEntity, { id: existing.id });
      return throttleRecord(row.hits, row.expiresAt.getTime() - now.getTime(), limit);
    }
    // The window ended: this hit opens the next one in the same row, unless another request just did (retry).
    const reset = await m
      .createQueryBuilder()
      .update(RateLimitHitOrmEntity)
      .set({ hits: 1, expiresAt: new Date(now.getTime() + ttl) })
      .where({ id: existing.id, expiresAt: LessThanOrEqual(now) })
      .execute();
    if (reset.affected !== 1) throw new WindowRaced();
    return throttleRecord(1, ttl, limit);
  }

  /** Deletes ended windows, in a transaction of its own; a failure only leaves them for the next sweep. */
  private async sweep(): Promise<void> {
    if (this.sqljsBatches?.sweep()) return;
    await this.db
      .run(() => this.db.manager.delete(RateLimitHitOrmEntity, { expiresAt: LessThanOrEqual(new Date()) }))
      .catch(() => undefined);
  }
}
