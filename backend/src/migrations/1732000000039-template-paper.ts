import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/**
 * A template's paper size and running elements (issue 26, docs/decisions/0043-page-size-and-running-elements.md).
 * Existing templates and the presets get no paper size (chosen at export) and page numbers with the name header on,
 * the default for a new template.
 */
export class TemplatePaper1732000000039 implements MigrationInterface {
  name = 'TemplatePaper1732000000039';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns('templates', [
      new TableColumn({ name: 'paperSize', type: 'varchar', length: '10', isNullable: true }),
      new TableColumn({ name: 'runningElements', type: 'boolean', isNullable: false, default: 1 }),
    ]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('templates', 'runningElements');
    await q.dropColumn('templates', 'paperSize');
  }
}
