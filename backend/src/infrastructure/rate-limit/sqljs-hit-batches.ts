import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import type { SqljsDriver } from 'typeorm/driver/sqljs/SqljsDriver';
import { newId } from '../../shared/domain/random';
import type { TransactionalEntityManager } from '../database/transactional-entity-manager';
import { throttleRecord } from './throttle-record';

/** The part of sql.js's Database used here (sql.js ships no types). */
interface SqlJsDatabase {
  exec(sql: string, params: unknown[]): { values: unknown[][] }[];
  run(sql: string, params: unknown[]): void;
}

/** One hit to count. */
interface Hit {
  bucketKey: string;
  ttl: number;
  limit: number;
}

/** A hit waiting for the next batch. */
interface Waiting extends Hit {
  resolve(record: ThrottlerStorageRecord): void;
  reject(error: unknown): void;
}

/** How long counted hits may stay in the database's memory before the file is saved for them. */
const SAVE_WITHIN_MS = 1000;

const SELECT_ROW = 'SELECT id, hits, expiresAt FROM rate_limit_hits WHERE bucketKey = ?';
const UPDATE_ROW = 'UPDATE rate_limit_hits SET hits = ?, expiresAt = ? WHERE id = ?';
const INSERT_ROW = 'INSERT INTO rate_limit_hits (id, bucketKey, hits, expiresAt) VALUES (?, ?, ?, ?)';
const DELETE_ENDED = 'DELETE FROM rate_limit_hits WHERE expiresAt <= ?';
const GIVE_BACK = 'UPDATE rate_limit_hits SET hits = hits - 1 WHERE bucketKey = ? AND expiresAt > ? AND hits > 0';

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
 *   (a group commit), counted there by the same statements: each key's row read and written once, each hit its
 *   count in arrival order.
 */
export class SqljsHitBatches {
  private waiting: Waiting[] = [];
  private writing = false;
  private saveTimer: NodeJS.Timeout | null = null;

  constructor(private readonly db: TransactionalEntityManager) {}

  add(bucketKey: string, ttl: number, limit: number): Promise<ThrottlerStorageRecord> {
    if (!this.transactionOpen()) {
      try {
        return Promise.resolve(this.count([{ bucketKey, ttl, limit }])[0]);
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
   * One hit of the key's live window taken back: at once with no transaction open (one synchronous statement, so
   * nothing runs between its read and its write), else in a transaction after the open one, whose commit saves it.
   */
  async giveBack(bucketKey: string): Promise<void> {
    const run = () => this.database().run(GIVE_BACK, [bucketKey, sqliteDate(new Date())]);
    if (this.transactionOpen()) return this.db.run(async () => run());
    run();
    this.saveSoon();
  }

  /**
   * Deletes ended windows at once, as a hit is counted, when no transaction is open (true); else false, and the
   * caller sweeps in a transaction of its own.
   */
  sweep(): boolean {
    if (this.transactionOpen()) return false;
    this.database().run(DELETE_ENDED, [sqliteDate(new Date())]);
    this.saveSoon();
    return true;
  }

  private get driver(): SqljsDriver {
    return this.db.manager.connection.driver as SqljsDriver;
  }

  private database(): SqlJsDatabase {
    return this.driver.databaseConnection as SqlJsDatabase;
  }

  private transactionOpen(): boolean {
    return !!this.driver.queryRunner?.isTransactionActive;
  }

  /**
   * Hits, synchronously on the database, each its record in the given order: per key the row is read once, the
   * live window goes on (or a new one opens with the key's first hit), and the row is written once for all.
   */
  private count(hits: Hit[]): ThrottlerStorageRecord[] {
    const database = this.database();
    const now = new Date();
    const records: ThrottlerStorageRecord[] = [];
    const byKey = new Map<string, number[]>();
    hits.forEach((hit, i) => {
      const same = byKey.get(hit.bucketKey);
      if (same) same.push(i);
      else byKey.set(hit.bucketKey, [i]);
    });
    for (const [bucketKey, indexes] of byKey) {
      const [row] = database.exec(SELECT_ROW, [bucketKey])[0]?.values ?? [];
      const live = row !== undefined && fromSqliteDate(String(row[2])) > now ? row : null;
      let total = live ? Number(live[1]) : 0;
      const expiresAt = live ? fromSqliteDate(String(live[2])) : new Date(now.getTime() + hits[indexes[0]].ttl);
      for (const i of indexes) records[i] = throttleRecord(++total, expiresAt.getTime() - now.getTime(), hits[i].limit);
      if (row) database.run(UPDATE_ROW, [total, sqliteDate(expiresAt), row[0]]);
      else database.run(INSERT_ROW, [newId(), bucketKey, total, sqliteDate(expiresAt)]);
    }
    // In a batch's transaction its commit saves the file.
    if (!this.transactionOpen()) this.saveSoon();
    return records;
  }

  /**
   * The file, once, within SAVE_WITHIN_MS. TypeORM skips the save while a transaction is open, and a transaction
   * rolled back saves nothing: then again later.
   */
  private saveSoon(): void {
    if (this.saveTimer) return;
    this.saveTimer = setTimeout(() => {
      this.saveTimer = null;
      if (this.transactionOpen()) return this.saveSoon();
      void this.driver.autoSave().catch(() => this.saveSoon());
    }, SAVE_WITHIN_MS);
    this.saveTimer.unref();
  }

  /** The waiting hits in a transaction of their own, after the one open now (TransactionalEntityManager queues). */
  private write(): void {
    if (this.writing || this.waiting.length === 0) return;
    const batch = this.waiting;
    this.waiting = [];
    this.writing = true;
    void this.db
      .run(async () => this.count(batch))
      .then(
        (records) => batch.forEach((hit, i) => hit.resolve(records[i])),
        (error: unknown) => batch.forEach((hit) => hit.reject(error)),
      )
      .finally(() => {
        this.writing = false;
        this.write();
      });
  }
}
