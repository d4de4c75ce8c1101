import { BeforeApplicationShutdown, Injectable, OnModuleInit } from '@nestjs/common';
import { rename, writeFile } from 'node:fs/promises';
import { DataSource } from 'typeorm';
import type { SqljsDriver } from 'typeorm/driver/sqljs/SqljsDriver';

/** The part of sql.js's Database used here (sql.js ships no types). */
interface SqlJsDatabase {
  export(): Uint8Array;
  run(sql: string): void;
}

/**
 * The rollback journal in sqlite's memory, not in sql.js's emulated file system: a big transaction wrote every page
 * twice through that file system (the 550-item import: about 45 ms of its 60). Nothing is lost by it: the journal is
 * for rolling back, which still works, and crash safety comes from the saved file (written whole, then renamed).
 */
const JOURNAL_IN_MEMORY = 'PRAGMA journal_mode = MEMORY';

interface Waiter {
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * The embedded database's saves, each in a turn of the event loop of its own (docs/decisions/0035-bounded-input.md).
 *
 * sql.js runs every statement synchronously, and TypeORM saves the file in the same turn as the commit: a copy of the
 * whole database (about 10 ms a megabyte) added to the transaction's own work, so the largest import held the loop
 * over 100 ms. Here the commit still waits for its save (an answered write is on disk, as before), but the save runs
 * after the next turn, once for all commits that asked meanwhile, never while a transaction is open (sql.js's export
 * closes and reopens the database, which would end it), and into a temporary file renamed over the old one, so a
 * crash mid-write leaves the previous database rather than half of one.
 */
@Injectable()
export class SqljsSaves implements OnModuleInit, BeforeApplicationShutdown {
  private waiting: Waiter[] = [];
  private scheduled = false;
  private saving: Promise<void> = Promise.resolve();

  constructor(private readonly dataSource: DataSource) {}

  onModuleInit(): void {
    if (this.dataSource.options.type !== 'sqljs') return;
    this.database.run(JOURNAL_IN_MEMORY);
    const driver = this.driver;
    if (!driver.options.autoSave || !driver.options.location) return;
    driver.autoSave = () => this.save();
  }

  /** Every save asked for is written before the connection closes. */
  async beforeApplicationShutdown(): Promise<void> {
    if (this.waiting.length > 0 || this.scheduled) await this.save().catch(() => undefined);
    await this.saving;
  }

  private get driver(): SqljsDriver {
    return this.dataSource.driver as SqljsDriver;
  }

  private get database(): SqlJsDatabase {
    return this.driver.databaseConnection as SqlJsDatabase;
  }

  /** Resolves once a save that began after this call has written the file. */
  save(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      // The commit that opened after this was asked for will ask again; its save writes for both.
      if (this.driver.queryRunner?.isTransactionActive) return this.schedule();
      const batch = this.waiting;
      this.waiting = [];
      if (batch.length === 0) return;
      let data: Uint8Array;
      try {
        // Exported now, between transactions; written after the saves before it, in their order.
        data = this.database.export();
        // The export closed and reopened the database.
        this.database.run(JOURNAL_IN_MEMORY);
      } catch (error) {
        // The connection closed meanwhile (a late rate-limit save after shutdown): as TypeORM's save would fail.
        return batch.forEach((w) => w.reject(error));
      }
      this.saving = this.saving
        .then(() => this.write(data))
        .then(
          () => batch.forEach((w) => w.resolve()),
          (error: unknown) => batch.forEach((w) => w.reject(error)),
        );
    });
  }

  private async write(data: Uint8Array): Promise<void> {
    const location = this.driver.options.location!;
    const temporary = `${location}.saving`;
    await writeFile(temporary, data);
    await rename(temporary, location);
  }
}
