import type { DataSource } from 'typeorm';
import { SqljsSaves } from '../database/sqljs-saves';
import { SqljsFileDatabase } from '../database/testing/sqljs-file-database';
import { TransactionalEntityManager } from '../database/transactional-entity-manager';
import { RateLimitHitOrmEntity } from './rate-limit-hit.orm-entity';
import { SqljsHitBatches } from './sqljs-hit-batches';

/**
 * The sql.js counters on a real sql.js database saved to a file as the app's is, read back through TypeORM as the
 * rest of the app reads them, and from the saved file as the next start would: counted at once with no transaction
 * open and saved within a second, behind an open transaction as one batch saved with its commit.
 */
describe('SqljsHitBatches', () => {
  const MINUTE = 60_000;
  let database: SqljsFileDatabase;
  let dataSource: DataSource;
  let db: TransactionalEntityManager;
  let hits: SqljsHitBatches;
  let saves: SqljsSaves;

  beforeEach(async () => {
    database = new SqljsFileDatabase();
    dataSource = await database.open();
    // The app's saves (whole file, then renamed): TypeORM's own writeFile truncates the file first, so the spec,
    // reading the file while a save was under way, once read an empty database ("no such table", CI of ea4f6d8).
    saves = new SqljsSaves(dataSource);
    saves.onModuleInit();
    db = new TransactionalEntityManager(dataSource);
    hits = new SqljsHitBatches(db);
  });
  afterEach(async () => {
    await saves.beforeApplicationShutdown();
    await database.close();
  });

  const row = (bucketKey: string) => dataSource.manager.findOneByOrFail(RateLimitHitOrmEntity, { bucketKey });

  /** The counters as the saved file has them (bucket key -> hits). */
  const saved = async (): Promise<Record<string, number>> =>
    Object.fromEntries((await database.savedRows()).map((r) => [r.bucketKey, r.hits]));

  it('counts each hit of a window in order, blocks past the limit, and keeps the row TypeORM reads', async () => {
    const before = Date.now();
    const records = [];
    for (let i = 0; i < 4; i++) records.push(await hits.add('lookup:ip:a', 10 * MINUTE, 3));
    expect(records.map((r) => [r.totalHits, r.isBlocked])).toEqual([
      [1, false],
      [2, false],
      [3, false],
      [4, true],
    ]);
    expect(records[3].timeToBlockExpire).toBe(600);
    const stored = await row('lookup:ip:a');
    expect(stored.hits).toBe(4);
    expect(stored.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 10 * MINUTE);
    expect(stored.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 10 * MINUTE);
    expect((await hits.add('lookup:ip:b', MINUTE, 3)).totalHits).toBe(1);
  });

  it('saves the counted hits to the file within a second, not once per hit', async () => {
    for (let i = 0; i < 3; i++) await hits.add('lookup:ip:saved', MINUTE, 3);
    expect(await saved()).toEqual({});
    const deadline = Date.now() + 3000;
    while ((await saved())['lookup:ip:saved'] === undefined && Date.now() < deadline) await pause(100);
    expect(await saved()).toEqual({ 'lookup:ip:saved': 3 });
  });

  it('opens a new window on the first hit after the old one ended', async () => {
    await dataSource.manager.insert(RateLimitHitOrmEntity, {
      id: 'old-window-0000000001',
      bucketKey: 'lookup:ip:c',
      hits: 99,
      expiresAt: new Date(Date.now() - 1000),
    });
    const record = await hits.add('lookup:ip:c', MINUTE, 3);
    expect([record.totalHits, record.isBlocked, record.timeToExpire]).toEqual([1, false, 60]);
    expect((await row('lookup:ip:c')).hits).toBe(1);
    expect((await row('lookup:ip:c')).expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('sweeps ended windows at once and keeps the live ones', async () => {
    await hits.add('lookup:ip:live', MINUTE, 3);
    await dataSource.manager.insert(RateLimitHitOrmEntity, {
      id: 'ended-window-00000001',
      bucketKey: 'lookup:ip:ended',
      hits: 3,
      expiresAt: new Date(Date.now() - 1000),
    });
    expect(hits.sweep()).toBe(true);
    const left = await dataSource.manager.find(RateLimitHitOrmEntity);
    expect(left.map((r) => r.bucketKey)).toEqual(['lookup:ip:live']);
  });

  it('while a transaction is open, counts the hits behind it, together and exactly, whatever becomes of it', async () => {
    let begun!: () => void;
    const inside = new Promise<void>((resolve) => (begun = resolve));
    let release!: () => void;
    const open = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.run(async () => {
      await db.manager.insert(RateLimitHitOrmEntity, {
        id: 'in-transaction-000001',
        bucketKey: 'other',
        hits: 1,
        expiresAt: new Date(Date.now() + MINUTE),
      });
      begun();
      await open;
      // Rolled back: hits counted inside it would be lost with it.
      throw new Error('rolled back');
    });
    // The hits arrive while the transaction is open (it has begun and written).
    await inside;
    const waiting = Array.from({ length: 5 }, () => hits.add('lookup:ip:d', MINUTE, 3));
    release();
    await expect(transaction).rejects.toThrow('rolled back');
    expect((await Promise.all(waiting)).map((r) => r.totalHits)).toEqual([1, 2, 3, 4, 5]);
    expect((await row('lookup:ip:d')).hits).toBe(5);
    // Saved with the batch's commit, without the rolled-back row.
    expect(await saved()).toEqual({ 'lookup:ip:d': 5 });
  });

  it("gives a hit back in the live window, never below 0, and leaves an ended window's count alone", async () => {
    for (let i = 0; i < 3; i++) await hits.add('admin:ip:e', MINUTE, 3);
    await hits.giveBack('admin:ip:e');
    expect((await row('admin:ip:e')).hits).toBe(2);
    // The slot given back is free again: the next hit is the 3rd, within the limit.
    expect((await hits.add('admin:ip:e', MINUTE, 3)).totalHits).toBe(3);
    for (let i = 0; i < 5; i++) await hits.giveBack('admin:ip:e');
    expect((await row('admin:ip:e')).hits).toBe(0);
    await dataSource.manager.insert(RateLimitHitOrmEntity, {
      id: 'ended-window-00000002',
      bucketKey: 'admin:ip:ended',
      hits: 7,
      expiresAt: new Date(Date.now() - 1000),
    });
    await hits.giveBack('admin:ip:ended');
    expect((await row('admin:ip:ended')).hits).toBe(7);
    await hits.giveBack('admin:ip:none');
    expect(await dataSource.manager.countBy(RateLimitHitOrmEntity, { bucketKey: 'admin:ip:none' })).toBe(0);
  });

  it('gives a hit back behind an open transaction, saved with its own commit', async () => {
    await hits.add('admin:ip:f', MINUTE, 3);
    await hits.add('admin:ip:f', MINUTE, 3);
    let release!: () => void;
    const open = new Promise<void>((resolve) => (release = resolve));
    let begun!: () => void;
    const inside = new Promise<void>((resolve) => (begun = resolve));
    const transaction = db.run(async () => {
      begun();
      await open;
      throw new Error('rolled back');
    });
    await inside;
    const givenBack = hits.giveBack('admin:ip:f');
    release();
    await expect(transaction).rejects.toThrow('rolled back');
    await givenBack;
    expect((await row('admin:ip:f')).hits).toBe(1);
    expect(await saved()).toEqual({ 'admin:ip:f': 1 });
  });

  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
});
