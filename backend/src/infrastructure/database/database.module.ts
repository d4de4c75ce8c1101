import { Global, Module } from '@nestjs/common';
import { TypeOrmModule, TypeOrmModuleOptions } from '@nestjs/typeorm';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { TransactionRunner } from '../../shared/application/transaction-runner';
import { MIGRATIONS } from '../../migrations';
import { SchemaVersionCheck } from './schema-version';
import { SqljsSaves } from './sqljs-saves';
import { TransactionalEntityManager } from './transactional-entity-manager';

/** The connection and its migrations, shared by the app and the migrate step (src/migrate.ts). */
export function connectionOptions(config: AppConfig): DataSourceOptions {
  // Both databases run the same migrations; the schema is never synchronised from entities.
  const common = { synchronize: false, migrations: MIGRATIONS } as const;
  if (config.database.kind === 'mysql') {
    return {
      ...common,
      type: 'mysql',
      url: config.database.url,
      charset: 'utf8mb4_unicode_ci',
      // Dates are written and read as UTC whatever the server's zone.
      timezone: 'Z',
    };
  }
  mkdirSync(dirname(config.database.file), { recursive: true });
  return { ...common, type: 'sqljs', location: config.database.file, autoSave: true };
}

export function typeormOptions(config: AppConfig): TypeOrmModuleOptions {
  // Outside production the app migrates at boot (`npm ci && npm start`); in production the migrate step does, once,
  // and each replica only checks the schema version (SchemaVersionCheck, docs/decisions/0028-deployment.md).
  const retry = config.database.kind === 'mysql' ? { retryAttempts: 3 } : {};
  return { ...connectionOptions(config), ...retry, autoLoadEntities: true, migrationsRun: !config.production };
}

@Global()
@Module({
  imports: [TypeOrmModule.forRootAsync({ inject: [AppConfig], useFactory: typeormOptions })],
  providers: [
    SchemaVersionCheck,
    SqljsSaves,
    TransactionalEntityManager,
    { provide: TransactionRunner, useExisting: TransactionalEntityManager },
  ],
  exports: [TransactionalEntityManager, TransactionRunner],
})
export class DatabaseModule {}
