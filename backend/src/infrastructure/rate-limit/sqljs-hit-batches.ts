import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import type { SqljsDriver } from 'typeorm/driver/sqljs/SqljsDriver';
import { newId } from '../../shared/domain/random';
import type { TransactionalEntityManager } from '../database/transactional-entity-manager';
import { RateLimitHitOrmEntity } from './rate-limit-hit.orm-entity';
import { throttleRecord } from './throttle-record';

/** The part of sql.js's Database used here (sql.js ships no types). */
interface SqlJsDatabase {
  exec(sql: string, params: unknown[]): { values: unknown[][] }[];
  run(sql: string, params: unknown[]): void;
}

/** A hit waiting for the next batch. */
interface Waiting {
  bucketKey: string;
  ttl: number;
  limit: number;
  resolve(record: ThrottlerStorageRecord): void;
  reject(error: unknown): void;
}

/** How long counted hits may stay in the database's memory before the file is saved for them. */
const SAVE_WITHIN_MS = 1000;

const SELECT_ROW = 'SELECT id, hits, expiresAt FROM rate_limit_hits WHERE bucketKey = ?';
const COUNT_HIT = 'UPDATE rate_limit_hits SET hits = hits + 1 WHERE id = ?';
const RESET_ROW = 'UPDATE rate_limit_hits SET hits = 1, expiresAt = ? WHERE id = ?';
const INSERT_ROW = 'INSERT INTO rate_limit_hits (id, bucketKey, hits, expiresAt) VALUES (?, ?, ?, ?)';
const DELETE_ENDED = 'DELETE FROM rate_limit_hits WHERE expiresAt <= ?';

/** A datetime column as TypeORM writes it on SQLite: UTC text with milliseconds ('2026-11-21 12:00:00.000'). */
const sqliteDate = (date: Date) => date.toISOString().slice(0, 23).replace('T', ' ');
const fromSqliteDate = (text: string) => new Date(`${text.replace(' ', 'T')}Z`);

/**
 * The rate_limit_hits counters on sql.js. There every committed TypeORM write saves the whole database file (an
 * export that blocks the process, then the file write: milliseconds that grow with the file and the disk's load),
 * so one transaction per hit capped every counted route at one save per request (issue 15: /r/{username} counts
 * each lookup). The database itself is in this process's memory, and sql.js runs a statement synchronously:
 *
 * - With no transaction open on its one connection, a hit is read and written at once by plain statements on the
 *   database (nothing can run between them), so each gets its exact count; the file is saved within
 *   SAVE_WITHIN_MS (or with the next committed write), not once per hit. A crash can forget up to that much of the
 *   counts, which only shortens a client's wait: the counters still live in the database, one for all requests.
 * - While a transaction is open, a statement would join it, so hits wait and go together in the next transaction
 *   (a group commit): each key's row read and written once, each hit its count in arrival order.
 */
export class SqljsHitBatches {
  private waiting: Waiting[] = [];
  private writing = false;
  private saveTimer: NodeJS.Timeout | null = null;

  constructor(private readonly db: TransactionalEntityManager) {}

  add(bucketKey: string, ttl: number, limit: number): Promise<ThrottlerStorageRecord> {
    const driver = this.db.manager.connection.driver as SqljsDriver;
    if (!driver.queryRunner?.isTransactionActive) {
      try {
        const record = this.countNow(driver, bucketKey, ttl, limit);
        this.saveSoon(driver);
        return Promise.resolve(record);
      } catch (error) {
        return Promise.reject(error);
      }
    }
    return new Promise((resolve, reject) => {
      this.waiting.push({ bucketKey, ttl, limit, resolve, reject });
      this.write();
    });
  }

  /**
   * Deletes ended windows at once, as a hit is counted, when no transaction is open (true); else false, and the
   * caller sweeps in a transaction of its own.
   */
  sweep(): boolean {
    const driver = this.db.manager.connection.driver as SqljsDriver;
    if (driver.queryRunner?.isTransactionActive) return false;
    (driver.databaseConnection as SqlJsDatabase).run(DELETE_ENDED, [sqliteDate(new Date())]);
    this.saveSoon(driver);
    return true;
  }

  /** One hit, synchronously on the database: read, count, write. */
  private countNow(driver: SqljsDriver, bucketKey: string, ttl: number, limit: number): ThrottlerStorageRecord {
    const database = driver.databaseConnection as SqlJsDatabase;
    const now = new Date();
    const [row] = database.exec(SELECT_ROW, [bucketKey])[0]?.values ?? [];
    const live = row !== undefined && fromSqliteDate(String(row[2])) > now ? row : null;
    const hits = live ? Number(live[1]) + 1 : 1;
    const expiresAt = live ? fromSqliteDate(String(live[2])) : new Date(now.getTime() + ttl);
    if (live) database.run(COUNT_HIT, [live[0]]);
    else if (row) database.run(RESET_ROW, [sqliteDate(expiresAt), row[0]]);
    else database.run(INSERT_ROW, [newId(), bucketKey, hits, sqliteDate(expiresAt)]);
    return throttleRecord(hits, expiresAt.getTime() - now.getTime(), limit);
  }

  /** The file, once, within SAVE_WITHIN_MS; sql.js skips it while a transaction is open (its commit saves). */
  private saveSoon(driver: SqljsDriver): void {
    if (this.saveTimer) return;
    this.saveTimer = setTimeout(() => {
      this.saveTimer = null;
      void driver.autoSave().catch(() => this.saveSoon(driver));
    }, SAVE_WITHIN_MS);
    this.saveTimer.unref();
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
