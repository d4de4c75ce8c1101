import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';

/**
 * Knowing when a link is read (issue 28 point 3, docs/decisions/0053-read-notices.md), in tables of their own so the
 * share_links row (and every query reading it) stays as it is: a link's first and latest open and its notice switch,
 * one row per visit that sent its reading (a random id, no visitor identity), the owner's notices, and the account's
 * switch. All go with their link (or user).
 */
const date = (name: string, nullable = false) => ({ name, type: 'datetime', precision: 3, isNullable: nullable });
const str = (name: string, length: number) => ({ name, type: 'varchar', length: String(length), isNullable: false });
const int = (name: string) => ({ name, type: 'int', isNullable: false, default: 0 });
const bool = (name: string) => ({ name, type: 'boolean', isNullable: false, default: 1 });
const ref = (column: string, table: string) =>
  new TableForeignKey({
    columnNames: [column],
    referencedTableName: table,
    referencedColumnNames: ['id'],
    onDelete: 'CASCADE',
  });

export class ReadNotices1732000000045 implements MigrationInterface {
  name = 'ReadNotices1732000000045';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'share_link_openings',
        columns: [
          { ...str('shareLinkId', 22), isPrimary: true },
          str('userId', 22),
          date('firstOpenedAt', true),
          date('lastOpenedAt', true),
          bool('notifyOnOpen'),
        ],
        indices: [new TableIndex({ name: 'IDX_share_link_openings_user', columnNames: ['userId'] })],
        foreignKeys: [ref('shareLinkId', 'share_links')],
      }),
    );
    await q.createTable(
      new Table({
        name: 'share_link_reads',
        columns: [
          { ...str('id', 22), isPrimary: true },
          str('shareLinkId', 22),
          int('seconds'),
          int('depth'),
          int('beacons'),
          date('createdAt'),
          date('updatedAt'),
        ],
        indices: [new TableIndex({ name: 'IDX_share_link_reads_link', columnNames: ['shareLinkId'] })],
        foreignKeys: [ref('shareLinkId', 'share_links')],
      }),
    );
    await q.createTable(
      new Table({
        name: 'read_notices',
        columns: [
          { ...str('id', 22), isPrimary: true },
          str('userId', 22),
          str('shareLinkId', 22),
          str('shareableId', 64),
          str('kind', 16),
          { name: 'linkName', type: 'varchar', length: '200', isNullable: true },
          date('createdAt'),
          date('readAt', true),
        ],
        indices: [new TableIndex({ name: 'IDX_read_notices_user', columnNames: ['userId', 'readAt'] })],
        foreignKeys: [ref('shareLinkId', 'share_links')],
      }),
    );
    await q.createTable(
      new Table({
        name: 'read_notice_settings',
        columns: [{ ...str('userId', 22), isPrimary: true }, bool('notifyOnOpen')],
        foreignKeys: [ref('userId', 'users')],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('read_notice_settings');
    await q.dropTable('read_notices');
    await q.dropTable('share_link_reads');
    await q.dropTable('share_link_openings');
  }
}
