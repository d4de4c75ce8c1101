import 'reflect-metadata';
import { DataSource, QueryRunner } from 'typeorm';
import { AppConfig } from './config/app-config';
import { loadCommandConfig } from './config/command-config';
import { connectionOptions } from './infrastructure/database/database.module';
import { schemaVersion } from './infrastructure/database/schema-version';
import { refusalWhileServerRuns } from './infrastructure/database/sqljs-file-claim';

/**
 * The migrate step (`npm run migrate -w backend`, dist/migrate.js; the Kubernetes migrate Job, the compose migrate
 * service): applies the pending migrations once, before replicas that do not migrate at boot start
 * (docs/decisions/0028-deployment.md). On MariaDB/MySQL it holds a named lock (GET_LOCK) for the whole run, so two
 * runs started together apply each migration once: the second waits, then finds nothing to apply. sql.js is one
 * process and needs no lock. Prints each migration it applied. Exit code 0 done (or nothing to do), 1 failed.
 */

/** How long a run waits for another run's lock before giving up. */
const LOCK_WAIT_SECONDS = 600;

export interface MigrateRun {
  env?: Record<string, string | undefined>;
  print?: (line: string) => void;
}

/** GET_LOCK is server-wide: the name carries the database, so runs against other databases do not wait. */
async function lockSchema(runner: QueryRunner): Promise<void> {
  const [row] = (await runner.query(`SELECT GET_LOCK(CONCAT('resume-migrate:', DATABASE()), ?) AS got`, [
    LOCK_WAIT_SECONDS,
  ])) as { got: number | string | null }[];
  if (Number(row?.got) !== 1)
    throw new Error(`another migrate run held the lock for ${LOCK_WAIT_SECONDS} s; nothing was applied`);
}

async function migrate(config: AppConfig, print: (line: string) => void): Promise<void> {
  const dataSource = new DataSource({ ...connectionOptions(config), migrationsRun: false, logging: false });
  await dataSource.initialize();
  // The lock lives on one connection of its own; the migrations run on others of the pool while it is held.
  const lock = config.database.kind === 'mysql' ? dataSource.createQueryRunner() : null;
  try {
    if (lock) await lockSchema(lock);
    const applied = await dataSource.runMigrations();
    for (const migration of applied) print(`applied ${migration.name}`);
    const version = await schemaVersion(dataSource);
    print(
      applied.length
        ? `${applied.length} migration(s) applied; schema at ${version.applied}`
        : `Schema up to date at ${version.applied}: nothing to apply`,
    );
  } finally {
    // Closing the connection would free the lock too; releasing says so at once.
    if (lock) await lock.query(`SELECT RELEASE_LOCK(CONCAT('resume-migrate:', DATABASE()))`).catch(() => undefined);
    await lock?.release();
    await dataSource.destroy();
  }
}

/** Runs the migrate step; returns the exit code. */
export async function runMigrateStep(run: MigrateRun = {}): Promise<number> {
  const print = run.print ?? ((line: string) => console.log(line));
  const config = loadCommandConfig(run.env ?? process.env, print);
  if (!config) return 1;
  const refusal = refusalWhileServerRuns(config.database, 'the schema');
  if (refusal) {
    print(refusal);
    return 1;
  }
  try {
    await migrate(config, print);
    return 0;
  } catch (error) {
    print(`Migration failed: ${(error as Error).message}`);
    return 1;
  }
}

if (require.main === module) {
  runMigrateStep().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
