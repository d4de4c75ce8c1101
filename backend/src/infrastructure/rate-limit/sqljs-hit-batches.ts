import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import { newId } from '../../shared/domain/random';
import type { TransactionalEntityManager } from '../database/transactional-entity-manager';
import { RateLimitHitOrmEntity } from './rate-limit-hit.orm-entity';
import { throttleRecord } from './throttle-record';

/** A hit waiting for the next batch. */
interface Waiting {
  bucketKey: string;
  ttl: number;
  limit: number;
  resolve(record: ThrottlerStorageRecord): void;
  reject(error: unknown): void;
}

/**
 * The rate_limit_hits counters on sql.js, written as a group commit. There every committed write saves the whole
 * database file (an export that blocks the process, then the file write: milliseconds that grow with the file and
 * the disk's load), so one transaction per hit capped every counted route at one save per request (issue 15:
 * /r/{username} counts each lookup). Hits that arrive while a batch is being written wait and go together in the
 * next transaction: each key's row is read once and written once, each hit gets the count it would have had one by
 * one (in arrival order), and is in the file before its request is answered. sql.js runs one transaction at a time,
 * so nothing can race inside a batch. A failure fails the batch: its transaction rolls back whole.
 */
export class SqljsHitBatches {
  private waiting: Waiting[] = [];
  private writing = false;

  constructor(private readonly db: TransactionalEntityManager) {}

  add(bucketKey: string, ttl: number, limit: number): Promise<ThrottlerStorageRecord> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ bucketKey, ttl, limit, resolve, reject });
      this.write();
    });
  }

  private write(): void {
    if (this.writing || this.waiting.length === 0) return;
    const batch = this.waiting;
    this.waiting = [];
    this.writing = true;
    const byKey = new Map<string, Waiting[]>();
    for (const hit of batch) {
      const same = byKey.get(hit.bucketKey);
      if (same) same.push(hit);
      else byKey.set(hit.bucketKey, [hit]);
    }
    void this.db
      .run(async () => {
        const counted: [Waiting, ThrottlerStorageRecord][] = [];
        for (const [bucketKey, hits] of byKey) {
          const records = await this.count(bucketKey, hits);
          hits.forEach((hit, i) => counted.push([hit, records[i]]));
        }
        return counted;
      })
      .then(
        (counted) => counted.forEach(([hit, record]) => hit.resolve(record)),
        (error: unknown) => batch.forEach((hit) => hit.reject(error)),
      )
      .finally(() => {
        this.writing = false;
        this.write();
      });
  }

  /** One key's hits in order: the live window goes on (or a new one opens with the first), one write for all. */
  private async count(bucketKey: string, hits: Waiting[]): Promise<ThrottlerStorageRecord[]> {
    const m = this.db.manager;
    const now = new Date();
    const row = await m.findOneBy(RateLimitHitOrmEntity, { bucketKey });
    const live = row && row.expiresAt > now ? row : null;
    let total = live?.hits ?? 0;
    const expiresAt = live?.expiresAt ?? new Date(now.getTime() + hits[0].ttl);
    const records = hits.map(({ limit }) => throttleRecord(++total, expiresAt.getTime() - now.getTime(), limit));
    if (row) await m.update(RateLimitHitOrmEntity, { id: row.id }, { hits: total, expiresAt });
    else await m.insert(RateLimitHitOrmEntity, { id: newId(), bucketKey, hits: total, expiresAt });
    return records;
  }
}
