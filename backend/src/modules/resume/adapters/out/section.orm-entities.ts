import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Columns every resume section row has: its owner and its place in the list. */
abstract class SectionRow {
  @PrimaryColumn({ type: 'varchar', length: 22 }) id!: string;
  @Column({ type: 'varchar', length: 22 }) userId!: string;
  @Column({ type: 'varchar', length: 22 }) resumeId!: string;
  // "order" is a reserved word in SQL; TypeORM quotes column names from metadata on both engines.
  @Column({ type: 'int', name: 'order' }) order!: number;
}

@Entity('experiences')
export class ExperienceOrmEntity extends SectionRow {
  @Column({ type: 'varchar', length: 200 }) title!: string;
  @Column({ type: 'varchar', length: 200 }) company!: string;
  @Column({ type: 'varchar', length: 200, nullable: true }) location!: string | null;
  @Column({ type: 'varchar', length: 20 }) startDate!: string;
  @Column({ type: 'varchar', length: 20, nullable: true }) endDate!: string | null;
  @Column({ type: 'boolean' }) current!: boolean;
  @Column({ type: 'text', nullable: true }) description!: string | null;
  @Column({ type: 'text', nullable: true }) tags!: string | null;
}

@Entity('education')
export class EducationOrmEntity extends SectionRow {
  @Column({ type: 'varchar', length: 200 }) degree!: string;
  @Column({ type: 'varchar', length: 200 }) institution!: string;
  @Column({ type: 'varchar', length: 200, nullable: true }) location!: string | null;
  @Column({ type: 'varchar', length: 20 }) startDate!: string;
  @Column({ type: 'varchar', length: 40, nullable: true }) endDate!: string | null;
  @Column({ type: 'varchar', length: 50, nullable: true }) gpa!: string | null;
  @Column({ type: 'text', nullable: true }) description!: string | null;
}

@Entity('skills')
export class SkillOrmEntity extends SectionRow {
  @Column({ type: 'varchar', length: 200 }) category!: string;
  @Column({ type: 'varchar', length: 200 }) name!: string;
  @Column({ type: 'int' }) level!: number;
  /** Spec 3's chip shade; null for none (migration 1732000000012 adds it empty to existing rows). */
  @Column({ type: 'int', nullable: true }) proficiency!: number | null;
}

@Entity('projects')
export class ProjectOrmEntity extends SectionRow {
  @Column({ type: 'varchar', length: 200 }) name!: string;
  @Column({ type: 'text', nullable: true }) url!: string | null;
  @Column({ type: 'text', nullable: true }) description!: string | null;
  @Column({ type: 'varchar', length: 20, nullable: true }) year!: string | null;
  @Column({ type: 'text', nullable: true }) tags!: string | null;
}

@Entity('certifications')
export class CertificationOrmEntity extends SectionRow {
  @Column({ type: 'varchar', length: 200 }) name!: string;
  @Column({ type: 'varchar', length: 200 }) issuer!: string;
  @Column({ type: 'varchar', length: 20, nullable: true }) issueDate!: string | null;
  @Column({ type: 'varchar', length: 20, nullable: true }) expirationDate!: string | null;
  @Column({ type: 'text', nullable: true }) url!: string | null;
}

export const SECTION_ORM_ENTITIES = [
  ExperienceOrmEntity,
  EducationOrmEntity,
  SkillOrmEntity,
  ProjectOrmEntity,
  CertificationOrmEntity,
];
