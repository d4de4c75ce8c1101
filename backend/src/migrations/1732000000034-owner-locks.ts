import { MigrationInterface, QueryRunner, Table } from 'typeorm';

/**
 * One lock row per owner (docs/decisions/0034-atomic-limits.md): a transaction that counts a person's filters,
 * templates or share links against their limit and inserts one first writes the person's row here, so two such
 * transactions run one after the other on MySQL/MariaDB. A row per person who ever created one of those; heldAt only
 * says when it was last taken.
 */
export class OwnerLocks1732000000034 implements MigrationInterface {
  name = 'OwnerLocks1732000000034';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'owner_locks',
        columns: [
          { name: 'lockKey', type: 'varchar', length: '64', isPrimary: true },
          { name: 'heldAt', type: 'datetime', precision: 3, isNullable: false },
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('owner_locks');
  }
}
