import { Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config';

/** What the database has applied against what this build knows, by TypeORM's migration names (Name<timestamp>). */
export interface SchemaVersion {
  /** The newest migration the database has applied; null: none (or no migrations table). */
  applied: string | null;
  /** The newest migration this build ships. */
  newest: string;
  /** Migrations of this build the database has not applied, oldest first. */
  pending: string[];
}

const timestampOf = (name: string): number => Number(/(\d{13})$/.exec(name)?.[1] ?? 0);
// As TypeORM names a migration: its `name`, else its class name.
const nameOf = (migration: { name?: string; constructor: { name: string } }) =>
  migration.name || migration.constructor.name;

/** Reads the migrations table without creating it (TypeORM's own showMigrations would). */
export async function schemaVersion(dataSource: DataSource): Promise<SchemaVersion> {
  const known = dataSource.migrations.map(nameOf).sort((a, b) => timestampOf(a) - timestampOf(b));
  const table = dataSource.options.migrationsTableName ?? 'migrations';
  const runner = dataSource.createQueryRunner();
  let done: string[] = [];
  try {
    if (await runner.hasTable(table)) {
      const rows: { name: string }[] = await runner.query(`SELECT name FROM ${dataSource.driver.escape(table)}`);
      done = rows.map((row) => row.name).sort((a, b) => timestampOf(a) - timestampOf(b));
    }
  } finally {
    await runner.release();
  }
  const applied = done.length ? done[done.length - 1] : null;
  return { applied, newest: known[known.length - 1], pending: known.filter((name) => !done.includes(name)) };
}

/** The words a replica refuses to start with: what is missing and the command that fixes it. */
export function schemaBehindMessage(version: SchemaVersion): string {
  return (
    `Database schema is older than this build: its newest migration is ${version.applied ?? 'none'}, this build ` +
    `needs ${version.newest} (${version.pending.length} pending). Run the migrations first: ` +
    '`npm run migrate -w backend` (in Kubernetes the migrate Job). With NODE_ENV=production the app does not ' +
    'migrate at start-up.'
  );
}

/**
 * In production replicas do not migrate at boot (docs/decisions/0028-deployment.md): each compares the database's
 * newest applied migration with the newest it ships and refuses to start on an older schema. A newer schema (a
 * release rolled back, or old replicas during a rolling update) is served: migrations only add. Outside production
 * TypeORM migrates at boot and this does nothing. The database module is global, so this runs before any other
 * module's start-up hook touches a table.
 */
@Injectable()
export class SchemaVersionCheck implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    if (!this.config.production) return;
    const version = await schemaVersion(this.dataSource);
    if (version.applied !== null && timestampOf(version.applied) >= timestampOf(version.newest)) return;
    // The process exits on this error; closing the pool first leaves nothing open for whoever called.
    await this.dataSource.destroy();
    throw new Error(schemaBehindMessage(version));
  }
}
