import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/**
 * Link controls (issue 28 point 4, docs/decisions/0054-link-controls-and-previews.md): a share link may be paused
 * (since when) and may expire. Existing links are neither: both null.
 */
export class LinkControls1732000000046 implements MigrationInterface {
  name = 'LinkControls1732000000046';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns('share_links', [
      new TableColumn({ name: 'pausedAt', type: 'datetime', precision: 3, isNullable: true }),
      new TableColumn({ name: 'expiresAt', type: 'datetime', precision: 3, isNullable: true }),
    ]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('share_links', 'expiresAt');
    await q.dropColumn('share_links', 'pausedAt');
  }
}
