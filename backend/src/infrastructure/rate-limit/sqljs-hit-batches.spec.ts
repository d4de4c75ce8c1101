import { DataSource } from 'typeorm';
import { TransactionalEntityManager } from '../database/transactional-entity-manager';
import { RateLimitHitOrmEntity } from './rate-limit-hit.orm-entity';
import { SqljsHitBatches } from './sqljs-hit-batches';

/**
 * The sql.js counters on a real (in-memory) sql.js database, read back through TypeORM as the rest of the app reads
 * them: counted at once with no transaction open, behind it as one batch while one is, windows opened and renewed.
 */
describe('SqljsHitBatches', () => {
  const MINUTE = 60_000;
  let dataSource: DataSource;
  let db: TransactionalEntityManager;
  let hits: SqljsHitBatches;

  beforeEach(async () => {
    dataSource = new DataSource({ type: 'sqljs', entities: [RateLimitHitOrmEntity], synchronize: true });
    await dataSource.initialize();
    db = new TransactionalEntityManager(dataSource);
    hits = new SqljsHitBatches(db);
  });
  afterEach(() => dataSource.destroy());

  const row = (bucketKey: string) => dataSource.manager.findOneByOrFail(RateLimitHitOrmEntity, { bucketKey });

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
    let release!: () => void;
    const open = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.run(async () => {
      await db.manager.insert(RateLimitHitOrmEntity, {
        id: 'in-transaction-000001',
        bucketKey: 'other',
        hits: 1,
        expiresAt: new Date(Date.now() + MINUTE),
      });
      await open;
      // Rolled back: hits counted inside it would be lost with it.
      throw new Error('rolled back');
    });
    // Let the transaction begin (BEGIN and the insert) before the hits arrive.
    while (!queryRunnerActive()) await tick();
    const waiting = Array.from({ length: 5 }, () => hits.add('lookup:ip:d', MINUTE, 3));
    release();
    await expect(transaction).rejects.toThrow('rolled back');
    expect((await Promise.all(waiting)).map((r) => r.totalHits)).toEqual([1, 2, 3, 4, 5]);
    expect((await row('lookup:ip:d')).hits).toBe(5);
  });

  const queryRunnerActive = () =>
    !!(dataSource.driver as unknown as { queryRunner?: { isTransactionActive: boolean } }).queryRunner
      ?.isTransactionActive;
  const tick = () => new Promise((resolve) => setImmediate(resolve));
});
