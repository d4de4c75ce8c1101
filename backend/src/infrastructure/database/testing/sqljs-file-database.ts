import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { RateLimitHitOrmEntity } from '../../rate-limit/rate-limit-hit.orm-entity';

/**
 * A real sql.js database saved to a file of its own, as the app's embedded database is (autoSave), with the
 * rate-limit table, for specs of what is written to that file.
 */
export class SqljsFileDatabase {
  readonly dir = mkdtempSync(join(tmpdir(), 'rb-sqljs-'));
  readonly file = join(this.dir, 'app.sqlite');
  readonly dataSource = new DataSource({
    type: 'sqljs',
    location: this.file,
    autoSave: true,
    entities: [RateLimitHitOrmEntity],
    synchronize: true,
  });

  async open(): Promise<DataSource> {
    await this.dataSource.initialize();
    return this.dataSource;
  }

  async close(): Promise<void> {
    await this.dataSource.destroy();
    rmSync(this.dir, { recursive: true, force: true });
  }

  /** The rate-limit rows as the saved file has them, as the next start would read them. */
  async savedRows(): Promise<RateLimitHitOrmEntity[]> {
    const copy = new DataSource({
      type: 'sqljs',
      database: readFileSync(this.file),
      entities: [RateLimitHitOrmEntity],
    });
    await copy.initialize();
    try {
      return await copy.manager.find(RateLimitHitOrmEntity);
    } finally {
      await copy.destroy();
    }
  }
}
