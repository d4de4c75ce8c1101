import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/**
 * A resume's language and its renamed section headings, and a filter's own language (issue 27,
 * docs/decisions/0047-resume-language.md). Existing resumes are English, as everything printed so far was; their
 * headings are the catalogue's (no renames); existing filters show the resume's language (null).
 */
export class ResumeLanguage1732000000041 implements MigrationInterface {
  name = 'ResumeLanguage1732000000041';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns('resumes', [
      new TableColumn({ name: 'language', type: 'varchar', length: '16', isNullable: false, default: "'en'" }),
      // A JSON object, section -> heading; null: none renamed.
      new TableColumn({ name: 'sectionHeadings', type: 'text', isNullable: true }),
    ]);
    await q.addColumn(
      'filters',
      new TableColumn({ name: 'language', type: 'varchar', length: '16', isNullable: true }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('filters', 'language');
    await q.dropColumn('resumes', 'sectionHeadings');
    await q.dropColumn('resumes', 'language');
  }
}
