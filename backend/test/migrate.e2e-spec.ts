import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../src/app.factory';
import { loadConfig } from '../src/config/env.schema';
import { connectionOptions } from '../src/infrastructure/database/database.module';
import { runMigrateStep } from '../src/migrate';
import { MIGRATIONS } from '../src/migrations';
import { APP_URL } from './support/test-app';
import { provision, targets, TargetResources } from './support/targets';

/** Every migration this build ships, by TypeORM's name for it, oldest first. */
const NAMES = MIGRATIONS.map((M) => {
  const migration = new M() as { name?: string };
  return migration.name || M.name;
}).sort((a, b) => Number(a.slice(-13)) - Number(b.slice(-13)));
const NEWEST = NAMES[NAMES.length - 1];

async function migrate(env: Record<string, string>): Promise<{ code: number; lines: string[] }> {
  const lines: string[] = [];
  const code = await runMigrateStep({ env, print: (line) => lines.push(line) });
  return { code, lines };
}

/** The migrations table as the database holds it (every row, so a migration applied twice shows twice). */
async function appliedRows(env: Record<string, string>, migrations = MIGRATIONS): Promise<string[]> {
  const dataSource = new DataSource({ ...connectionOptions(loadConfig(env)), migrations });
  await dataSource.initialize();
  const runner = dataSource.createQueryRunner();
  try {
    if (!(await runner.hasTable('migrations'))) return [];
    const rows: { name: string }[] = await dataSource.query('SELECT name FROM migrations ORDER BY id');
    return rows.map((row) => row.name);
  } finally {
    await runner.release();
    await dataSource.destroy();
  }
}

describe.each(targets({ everyStore: true }).filter((t) => !t.redis))('migrations as a step on $name', (target) => {
  let resources: TargetResources;
  let dataDir: string;
  let env: Record<string, string>;
  let production: Record<string, string>;

  beforeEach(async () => {
    resources = await provision(target);
    dataDir = mkdtempSync(join(tmpdir(), 'rb-migrate-'));
    env = { DATA_DIR: dataDir, LOG_LEVEL: 'error', ...resources.env };
    production = {
      ...env,
      APP_URL,
      NODE_ENV: 'production',
      SENDGRID_API_KEY: 'SG.test',
      SENDGRID_API_URL: 'http://127.0.0.1:9',
      BILLING: 'disabled',
    };
  });
  afterEach(async () => {
    await resources.release();
    rmSync(dataDir, { recursive: true, force: true });
  });

  if (target.database === 'sqljs') {
    it('refuses the embedded file while a server runs on it (the server would write its old schema back)', async () => {
      // What a running server leaves next to its file (SqljsFileClaim): its pid, here this live process's.
      writeFileSync(join(dataDir, 'app.sqlite.pid'), String(process.pid));
      expect(await migrate(env)).toEqual({
        code: 1,
        lines: [
          `The server (pid ${process.pid}) is running on this embedded database: stop it first ` +
            '(it keeps the file in memory and would write over the schema).',
        ],
      });
      expect(await appliedRows(env)).toEqual([]);
    });
  }

  it('applies every migration once and prints each; a second run applies nothing', async () => {
    expect(await migrate(env)).toEqual({
      code: 0,
      lines: [...NAMES.map((name) => `applied ${name}`), `${NAMES.length} migration(s) applied; schema at ${NEWEST}`],
    });
    expect(await migrate(env)).toEqual({
      code: 0,
      lines: [`Schema up to date at ${NEWEST}: nothing to apply`],
    });
    expect(await appliedRows(env)).toEqual(NAMES);
  });

  it('a production app on an unmigrated database refuses to start, naming the migrate step; after it, it starts', async () => {
    await expect(createApp({ env: production })).rejects.toThrow(
      `Database schema is older than this build: its newest migration is none, this build needs ${NEWEST} ` +
        `(${NAMES.length} pending). Run the migrations first: \`npm run migrate -w backend\` (in Kubernetes the ` +
        'migrate Job). With NODE_ENV=production the app does not migrate at start-up.',
    );
    // It did not migrate on its own.
    expect(await appliedRows(env)).toEqual([]);

    expect((await migrate(production)).code).toBe(0);
    const app = await createApp({ env: production });
    try {
      const ready = await request(app.getHttpServer()).get('/health/ready');
      expect([ready.status, ready.body.status]).toEqual([200, 'ok']);
    } finally {
      await app.close();
    }
  });

  it('a production app on the previous release’s schema refuses, naming both migrations; migrate applies the one missing', async () => {
    // The database as the previous release's migrate step left it.
    const previous = MIGRATIONS.slice(0, -1);
    const older = new DataSource({ ...connectionOptions(loadConfig(env)), migrations: previous });
    await older.initialize();
    await older.runMigrations();
    await older.destroy();

    await expect(createApp({ env: production })).rejects.toThrow(
      `Database schema is older than this build: its newest migration is ${NAMES[NAMES.length - 2]}, this build ` +
        `needs ${NEWEST} (1 pending).`,
    );
    expect(await migrate(production)).toEqual({
      code: 0,
      lines: [`applied ${NEWEST}`, `1 migration(s) applied; schema at ${NEWEST}`],
    });
    const app = await createApp({ env: production });
    await app.close();
    expect(await appliedRows(env)).toEqual(NAMES);
  });

  if (target.database === 'mariadb') {
    it('two migrate runs started together apply each migration once (the second waits for the lock)', async () => {
      const [a, b] = await Promise.all([migrate(env), migrate(env)]);
      expect([a.code, b.code]).toEqual([0, 0]);
      const applied = [...a.lines, ...b.lines].filter((line) => line.startsWith('applied '));
      expect(applied).toEqual(NAMES.map((name) => `applied ${name}`));
      const summaries = [a.lines[a.lines.length - 1], b.lines[b.lines.length - 1]].sort();
      expect(summaries).toEqual([
        `${NAMES.length} migration(s) applied; schema at ${NEWEST}`,
        `Schema up to date at ${NEWEST}: nothing to apply`,
      ]);
      expect(await appliedRows(env)).toEqual(NAMES);
    });
  }
});
