import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/**
 * Spec 3's skill `proficiency` (the chip shade in the shared view). Existing skills get none (null, shown at 40 %),
 * not a copy of `level`: level is another scale (1-5, default 3) that people never chose as a shade
 * (docs/decisions/0027-complete-rows-and-frozen-links.md).
 */
export class SkillProficiency1732000000012 implements MigrationInterface {
  name = 'SkillProficiency1732000000012';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('skills', new TableColumn({ name: 'proficiency', type: 'int', isNullable: true }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('skills', 'proficiency');
  }
}
