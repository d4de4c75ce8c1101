import { existsSync } from 'node:fs';
import type { DataSource } from 'typeorm';
import { RateLimitHitOrmEntity } from '../rate-limit/rate-limit-hit.orm-entity';
import { SqljsSaves } from './sqljs-saves';
import { SqljsFileDatabase } from './testing/sqljs-file-database';
import { TransactionalEntityManager } from './transactional-entity-manager';

/**
 * The embedded database's saves on a real sql.js database and file: a commit answers once its change is in the file,
 * the copy of the database is made in a turn of its own, a save never ends an open transaction, and the journal
 * stays in memory across saves.
 */
describe('SqljsSaves', () => {
  let database: SqljsFileDatabase;
  let dataSource: DataSource;
  let db: TransactionalEntityManager;
  let saves: SqljsSaves;

  beforeEach(async () => {
    database = new SqljsFileDatabase();
    dataSource = await database.open();
    db = new TransactionalEntityManager(dataSource);
    saves = new SqljsSaves(dataSource);
    saves.onModuleInit();
  });
  afterEach(async () => {
    await saves.beforeApplicationShutdown();
    await database.close();
  });

  const hit = (bucketKey: string, hits = 1) => ({
    id: bucketKey.padEnd(22, 'x'),
    bucketKey,
    hits,
    expiresAt: new Date(),
  });

  /** The bucket keys as the saved file has them. */
  const saved = async () => (await database.savedRows()).map((r) => r.bucketKey).sort();

  const journalMode = async () =>
    ((await dataSource.query('PRAGMA journal_mode')) as { journal_mode: string }[])[0].journal_mode;

  it('answers a commit once its change is in the file, leaving no temporary file behind', async () => {
    await db.run(() => db.manager.insert(RateLimitHitOrmEntity, hit('a')));
    expect(await saved()).toEqual(['a']);
    await dataSource.manager.insert(RateLimitHitOrmEntity, hit('b'));
    expect(await saved()).toEqual(['a', 'b']);
    expect(existsSync(`${database.file}.saving`)).toBe(false);
  });

  it('copies the database in a later turn than the commit, once for the commits that asked meanwhile', async () => {
    const driver = dataSource.driver as unknown as { databaseConnection: { export(): Uint8Array } };
    const exportOf = driver.databaseConnection.export.bind(driver.databaseConnection);
    const exports: string[] = [];
    let turn = 'the commits';
    driver.databaseConnection.export = () => {
      exports.push(turn);
      return exportOf();
    };
    const commits: Promise<unknown>[] = [db.run(() => db.manager.insert(RateLimitHitOrmEntity, hit('c')))];
    commits.push(dataSource.manager.insert(RateLimitHitOrmEntity, hit('d')));
    await Promise.resolve();
    setImmediate(() => (turn = 'a later turn'));
    await Promise.all(commits);
    expect(exports.length).toBeGreaterThanOrEqual(1);
    expect(exports.length).toBeLessThanOrEqual(2);
    expect(exports).not.toContain('the commits');
    expect(await saved()).toEqual(['c', 'd']);
  });

  it('waits for an open transaction instead of ending it, and a rolled-back change is never saved', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const failing = db.run(async () => {
      await db.manager.insert(RateLimitHitOrmEntity, hit('rolled-back'));
      await held;
      throw new Error('changed my mind');
    });
    // A save asked for while that transaction is open (as a rate-limit counter's would be).
    const save = saves.save();
    await new Promise((resolve) => setTimeout(resolve, 30));
    release();
    await expect(failing).rejects.toThrow('changed my mind');
    await save;
    expect(await saved()).toEqual([]);
    expect(await dataSource.manager.count(RateLimitHitOrmEntity)).toBe(0);
  });

  it('keeps the rollback journal in memory across saves', async () => {
    expect(await journalMode()).toBe('memory');
    await db.run(() => db.manager.insert(RateLimitHitOrmEntity, hit('e')));
    expect(await journalMode()).toBe('memory');
  });
});
