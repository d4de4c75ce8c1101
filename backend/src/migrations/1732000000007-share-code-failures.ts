import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';

/**
 * Wrong security codes per client address and link (docs/decisions/0014-share-code-guessing.md): each client waits
 * for its own wrong codes, while share_links.failedAttempts still counts everyone's and locks the link. The key is
 * a hash of the address. A link has at most 18 rows per code (one wrong code at least each, 18 lock the link); a
 * new code deletes them, deleting the link cascades. share_links.waitUntil is no longer written (kept, nullable,
 * so an older replica still running during a rolling deploy finds its column).
 */
export class ShareCodeFailures1732000000007 implements MigrationInterface {
  name = 'ShareCodeFailures1732000000007';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'share_code_failures',
        columns: [
          { name: 'id', type: 'varchar', length: '22', isPrimary: true },
          { name: 'shareLinkId', type: 'varchar', length: '22', isNullable: false },
          { name: 'clientKey', type: 'varchar', length: '64', isNullable: false },
          { name: 'failures', type: 'int', isNullable: false, default: 0 },
          { name: 'waits', type: 'int', isNullable: false, default: 0 },
          { name: 'waitUntil', type: 'datetime', precision: 3, isNullable: true },
          { name: 'updatedAt', type: 'datetime', precision: 3, isNullable: false },
        ],
        indices: [
          new TableIndex({
            name: 'UQ_share_code_failures_client',
            columnNames: ['shareLinkId', 'clientKey'],
            isUnique: true,
          }),
        ],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['shareLinkId'],
            referencedTableName: 'share_links',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('share_code_failures');
  }
}
