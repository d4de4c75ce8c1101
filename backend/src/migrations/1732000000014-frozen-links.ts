import { MigrationInterface, QueryRunner, Table, TableColumn, TableForeignKey, TableIndex } from 'typeorm';

/**
 * Live or frozen share links (docs/decisions/0027-complete-rows-and-frozen-links.md). A frozen version of a resume
 * is stored once (share_snapshots, unique per owner and content hash) and shared by every link frozen on it; a link
 * keeps its own frozen filter and template beside it. The foreign key refuses to delete a version a link still
 * shows. Existing links stay live (no snapshot).
 */
export class FrozenLinks1732000000014 implements MigrationInterface {
  name = 'FrozenLinks1732000000014';

  async up(q: QueryRunner): Promise<void> {
    // A version is the whole resume as visitors see it: up to a few MB, more than MySQL's TEXT (64 KB) holds.
    const large = q.connection.options.type === 'mysql' ? 'mediumtext' : 'text';
    await q.createTable(
      new Table({
        name: 'share_snapshots',
        columns: [
          { name: 'id', type: 'varchar', length: '22', isPrimary: true },
          { name: 'userId', type: 'varchar', length: '22', isNullable: false },
          { name: 'contentHash', type: 'varchar', length: '64', isNullable: false },
          { name: 'content', type: large, isNullable: false },
          { name: 'bytes', type: 'int', isNullable: false },
          { name: 'createdAt', type: 'datetime', precision: 3, isNullable: false },
        ],
        indices: [
          new TableIndex({
            name: 'UQ_share_snapshots_version',
            columnNames: ['userId', 'contentHash'],
            isUnique: true,
          }),
        ],
      }),
    );
    await q.addColumns('share_links', [
      new TableColumn({ name: 'snapshotId', type: 'varchar', length: '22', isNullable: true }),
      new TableColumn({ name: 'frozenAt', type: 'datetime', precision: 3, isNullable: true }),
      new TableColumn({ name: 'frozenFilter', type: 'text', isNullable: true }),
      new TableColumn({ name: 'frozenTemplate', type: 'text', isNullable: true }),
    ]);
    await q.createForeignKey(
      'share_links',
      new TableForeignKey({
        name: 'FK_share_links_snapshot',
        columnNames: ['snapshotId'],
        referencedTableName: 'share_snapshots',
        referencedColumnNames: ['id'],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropForeignKey('share_links', 'FK_share_links_snapshot');
    for (const column of ['frozenTemplate', 'frozenFilter', 'frozenAt', 'snapshotId'])
      await q.dropColumn('share_links', column);
    await q.dropTable('share_snapshots');
  }
}
