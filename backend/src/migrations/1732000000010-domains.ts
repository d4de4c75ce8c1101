import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';

/**
 * Custom domains (docs/decisions/0023-custom-domains.md): each account's domain and what DNS said about it. Only a
 * verified domain belongs to one account: `verifiedDomain` is set (to the domain) only while verified, and its unique
 * index decides a race between two owners; a pending claim reserves nothing. So users.customDomain, which mirrors the
 * claim for GET /api/user, loses its unique index. users.subdomain keeps its own (a subdomain serves at once).
 */
const date = (name: string, isNullable = false) => ({ name, type: 'datetime', precision: 3, isNullable });
const text = (name: string, length: number, isNullable = false) => ({
  name,
  type: 'varchar',
  length: String(length),
  isNullable,
});

export class Domains1732000000010 implements MigrationInterface {
  name = 'Domains1732000000010';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'custom_domains',
        columns: [
          { ...text('userId', 22), isPrimary: true },
          text('domain', 253),
          text('state', 10),
          text('verifiedDomain', 253, true),
          date('verifiedAt', true),
          date('lastCheckedAt', true),
          { name: 'failures', type: 'int', isNullable: false, default: 0 },
          date('createdAt'),
        ],
        indices: [
          new TableIndex({ name: 'UQ_custom_domains_verified', columnNames: ['verifiedDomain'], isUnique: true }),
          new TableIndex({ name: 'IDX_custom_domains_domain', columnNames: ['domain'] }),
          new TableIndex({ name: 'IDX_custom_domains_checked', columnNames: ['lastCheckedAt'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['userId'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
    await q.dropIndex('users', 'UQ_users_customDomain');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.createIndex(
      'users',
      new TableIndex({ name: 'UQ_users_customDomain', columnNames: ['customDomain'], isUnique: true }),
    );
    await q.dropTable('custom_domains');
  }
}
