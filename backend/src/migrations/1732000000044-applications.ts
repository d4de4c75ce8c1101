import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';

/**
 * Applications (issue 28 point 2, docs/decisions/0052-applications.md): a job applied for and the share link sent
 * to it. No foreign key to share_links: deleting a link in Manage Share Links leaves the application as a record.
 * The posting (at most 50 KB) and the match as JSON are MEDIUMTEXT on MySQL, whose TEXT holds 64 KB.
 */
const date = (name: string, isNullable = false) => ({ name, type: 'datetime', precision: 3, isNullable });
const text = (name: string, length: number, isNullable = false) => ({
  name,
  type: 'varchar',
  length: String(length),
  isNullable,
});

export class Applications1732000000044 implements MigrationInterface {
  name = 'Applications1732000000044';

  async up(q: QueryRunner): Promise<void> {
    const large = q.connection.options.type === 'mysql' ? 'mediumtext' : 'text';
    await q.createTable(
      new Table({
        name: 'applications',
        columns: [
          { ...text('id', 22), isPrimary: true },
          text('userId', 22),
          text('shareLinkId', 22, true),
          text('company', 200),
          text('role', 200),
          { name: 'posting', type: large, isNullable: true },
          { name: 'postingUrl', type: 'text', isNullable: true },
          text('status', 16),
          text('appliedOn', 10, true),
          date('statusChangedAt'),
          { name: 'history', type: 'text', isNullable: false },
          { name: 'notes', type: 'text', isNullable: true },
          { name: 'matchResult', type: large, isNullable: true },
          date('createdAt'),
          date('updatedAt'),
        ],
        indices: [new TableIndex({ name: 'IDX_applications_user', columnNames: ['userId', 'createdAt'] })],
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
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('applications');
  }
}
