import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('resumes')
export class ResumeOrmEntity {
  @PrimaryColumn({ type: 'varchar', length: 22 }) id!: string;
  @Column({ type: 'varchar', length: 22 }) userId!: string;
  @Column({ type: 'text', nullable: true }) summary!: string | null;
  @Column({ type: 'datetime', precision: 3 }) lastUpdated!: Date;
  @Column({ type: 'varchar', length: 60 }) font!: string;
  @Column({ type: 'varchar', length: 20 }) theme!: string;
  @Column({ type: 'varchar', length: 16, default: 'en' }) language!: string;
  /** A JSON object, section -> heading; null when none is renamed. */
  @Column({ type: 'text', nullable: true }) sectionHeadings!: string | null;
}
