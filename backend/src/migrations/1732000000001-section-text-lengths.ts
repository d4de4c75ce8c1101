import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/**
 * The section DTOs allow RESUME_LIMITS.shortTextMaxLength (200) characters for short texts, but the first
 * schema gave skills' category and name 100 and the experience and education locations 120: MySQL in strict
 * mode would refuse such a row with a 500. Widened to 200 here.
 */
const WIDENED: [table: string, column: string, nullable: boolean, before: number][] = [
  ['skills', 'category', false, 100],
  ['skills', 'name', false, 100],
  ['experiences', 'location', true, 120],
  ['education', 'location', true, 120],
];

const column = (name: string, length: number, isNullable: boolean) =>
  new TableColumn({ name, type: 'varchar', length: String(length), isNullable });

export class SectionTextLengths1732000000001 implements MigrationInterface {
  name = 'SectionTextLengths1732000000001';

  async up(q: QueryRunner): Promise<void> {
    for (const [table, name, nullable, before] of WIDENED) {
      await q.changeColumn(table, column(name, before, nullable), column(name, 200, nullable));
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [table, name, nullable, before] of WIDENED) {
      await q.changeColumn(table, column(name, 200, nullable), column(name, before, nullable));
    }
  }
}
