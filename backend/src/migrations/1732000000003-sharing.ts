import { MigrationInterface, QueryRunner, Table, TableColumn, TableForeignKey, TableIndex } from 'typeorm';

/**
 * Share links (docs/decisions/0011-sharing.md): the code-guessing defence (failures counted per link, a doubling
 * wait, a lock), the owner's choices (noindex, PDF download) and the analytics tables. A view is one row per
 * visitor-hour (the unique key dedupes, so a repeat costs no write); the visitor is a hash salted per day, the salt
 * is dropped after its day, so no visitor identity outlives it.
 */
const date = (name: string, nullable = false) =>
  new TableColumn({ name, type: 'datetime', precision: 3, isNullable: nullable });
const int = (name: string) => new TableColumn({ name, type: 'int', isNullable: false, default: 0 });
const bool = (name: string) => new TableColumn({ name, type: 'boolean', isNullable: false, default: 0 });
const str = (name: string, length: number) => ({ name, type: 'varchar', length: String(length), isNullable: false });
const linkRef = () =>
  new TableForeignKey({
    columnNames: ['shareLinkId'],
    referencedTableName: 'share_links',
    referencedColumnNames: ['id'],
    onDelete: 'CASCADE',
  });

export class Sharing1732000000003 implements MigrationInterface {
  name = 'Sharing1732000000003';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns('share_links', [
      bool('noindex'),
      bool('allowPdfDownload'),
      int('failedAttempts'),
      date('waitUntil', true),
      date('lockedAt', true),
      int('downloadCount'),
      date('updatedAt', true),
    ]);

    await q.createTable(
      new Table({
        name: 'share_link_visits',
        columns: [
          { name: 'id', type: 'varchar', length: '22', isPrimary: true },
          str('shareLinkId', 22),
          str('day', 10),
          str('hour', 13),
          str('visitorHash', 64),
          { name: 'createdAt', type: 'datetime', precision: 3, isNullable: false },
        ],
        indices: [
          new TableIndex({
            name: 'UQ_share_link_visits_visit',
            columnNames: ['shareLinkId', 'hour', 'visitorHash'],
            isUnique: true,
          }),
          new TableIndex({ name: 'IDX_share_link_visits_day', columnNames: ['shareLinkId', 'day'] }),
        ],
        foreignKeys: [linkRef()],
      }),
    );

    await q.createTable(
      new Table({
        name: 'share_link_downloads',
        columns: [
          { name: 'id', type: 'varchar', length: '22', isPrimary: true },
          str('shareLinkId', 22),
          str('day', 10),
          { name: 'downloads', type: 'int', isNullable: false, default: 0 },
        ],
        indices: [
          new TableIndex({ name: 'UQ_share_link_downloads_day', columnNames: ['shareLinkId', 'day'], isUnique: true }),
        ],
        foreignKeys: [linkRef()],
      }),
    );

    await q.createTable(
      new Table({
        name: 'share_visit_salts',
        columns: [{ name: 'day', type: 'varchar', length: '10', isPrimary: true }, str('salt', 64)],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['share_visit_salts', 'share_link_downloads', 'share_link_visits']) await q.dropTable(table);
    for (const column of [
      'updatedAt',
      'downloadCount',
      'lockedAt',
      'waitUntil',
      'failedAttempts',
      'allowPdfDownload',
      'noindex',
    ]) {
      await q.dropColumn('share_links', column);
    }
  }
}
