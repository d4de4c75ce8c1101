import { MigrationInterface, QueryRunner, Table } from 'typeorm';

/**
 * Usernames and subdomains accounts gave up, with who and when (docs/decisions/0036-plan-lapse.md): for
 * LIMITS.nameCooldownDays only the previous owner may take one back. Names are stored in their canonical lower-case
 * form and compared byte for byte (utf8mb4_bin on MySQL, as SQLite compares), so no collation merges two names.
 */
export class ReleasedNames1732000000037 implements MigrationInterface {
  name = 'ReleasedNames1732000000037';

  async up(q: QueryRunner): Promise<void> {
    const binary = q.connection.options.type === 'mysql' ? { charset: 'utf8mb4', collation: 'utf8mb4_bin' } : {};
    await q.createTable(
      new Table({
        name: 'released_names',
        columns: [
          { name: 'kind', type: 'varchar', length: '10', isPrimary: true, ...binary },
          { name: 'name', type: 'varchar', length: '63', isPrimary: true, ...binary },
          { name: 'previousOwnerId', type: 'varchar', length: '22', isNullable: false },
          { name: 'releasedAt', type: 'datetime', precision: 3, isNullable: false },
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('released_names');
  }
}
