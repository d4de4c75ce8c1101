import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';

/** Indexes for the hourly housekeeping deletes (expired sessions, visit rows of past days): no full-table scans. */
const INDEXES: [table: string, index: TableIndex][] = [
  ['sessions', new TableIndex({ name: 'IDX_sessions_expiresAt', columnNames: ['expiresAt'] })],
  ['share_link_visits', new TableIndex({ name: 'IDX_share_link_visits_sweep', columnNames: ['day'] })],
];

export class SweepIndexes1732000000004 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [table, index] of INDEXES) await queryRunner.createIndex(table, index);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table, index] of INDEXES) await queryRunner.dropIndex(table, index.name!);
  }
}
