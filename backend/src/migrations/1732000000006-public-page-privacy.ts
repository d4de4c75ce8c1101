import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/**
 * The owner's page settings (docs/decisions/0013-privacy.md): whether /r/{username} shows the resume, and which
 * contact fields public and shared pages show. The column defaults are a new account's (public page on, e-mail and
 * phone hidden, location shown); accounts that exist already keep showing all three, as they did before.
 */
const bool = (name: string, value: boolean) =>
  new TableColumn({ name, type: 'boolean', isNullable: false, default: value ? 1 : 0 });

export class PublicPagePrivacy1732000000006 implements MigrationInterface {
  name = 'PublicPagePrivacy1732000000006';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns('users', [
      bool('publicPage', true),
      bool('showEmail', false),
      bool('showPhone', false),
      bool('showLocation', true),
    ]);
    await q.query('UPDATE users SET showEmail = 1, showPhone = 1');
  }

  async down(q: QueryRunner): Promise<void> {
    for (const column of ['showLocation', 'showPhone', 'showEmail', 'publicPage']) await q.dropColumn('users', column);
  }
}
