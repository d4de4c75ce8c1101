import { Global, Module } from '@nestjs/common';
import { TypeOrmModule, TypeOrmModuleOptions } from '@nestjs/typeorm';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { AppConfig } from '../../config/app-config';
import { TransactionRunner } from '../../shared/application/transaction-runner';
import { MIGRATIONS } from '../../migrations';
import { TransactionalEntityManager } from './transactional-entity-manager';

export function typeormOptions(config: AppConfig): TypeOrmModuleOptions {
  // Both databases run the same migrations; the schema is never synchronised from entities.
  const common = { autoLoadEntities: true, synchronize: false, migrationsRun: true, migrations: MIGRATIONS } as const;
  if (config.database.kind === 'mysql') {
    return {
      ...common,
      type: 'mysql',
      url: config.database.url,
      charset: 'utf8mb4_unicode_ci',
      // Dates are written and read as UTC whatever the server's zone.
      timezone: 'Z',
      retryAttempts: 3,
    };
  }
  mkdirSync(dirname(config.database.file), { recursive: true });
  return { ...common, type: 'sqljs', location: config.database.file, autoSave: true };
}

@Global()
@Module({
  imports: [TypeOrmModule.forRootAsync({ inject: [AppConfig], useFactory: typeormOptions })],
  providers: [TransactionalEntityManager, { provide: TransactionRunner, useExisting: TransactionalEntityManager }],
  exports: [TransactionalEntityManager, TransactionRunner],
})
export class DatabaseModule {}
