import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/**
 * The app's language per account (docs/decisions/0049-app-translations.md): a language code of LANGUAGES, or null
 * until the person chooses one (the browser's language applies meanwhile). Existing accounts start with null.
 */
export class InterfaceLanguage1732000000042 implements MigrationInterface {
  name = 'InterfaceLanguage1732000000042';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn(
      'users',
      new TableColumn({ name: 'interfaceLanguage', type: 'varchar', length: '8', isNullable: true }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('users', 'interfaceLanguage');
  }
}
