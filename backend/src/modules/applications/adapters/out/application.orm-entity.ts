import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One application (docs/decisions/0052-applications.md); posting and match are MEDIUMTEXT on MySQL (migration 1732000000044). */
@Entity('applications')
export class ApplicationOrmEntity {
  @PrimaryColumn({ type: 'varchar', length: 22 }) id!: string;
  @Column({ type: 'varchar', length: 22 }) userId!: string;
  /** No foreign key: a link deleted in Manage Share Links leaves the application as a record. */
  @Column({ type: 'varchar', length: 22, nullable: true }) shareLinkId!: string | null;
  @Column({ type: 'varchar', length: 200 }) company!: string;
  @Column({ type: 'varchar', length: 200 }) role!: string;
  @Column({ type: 'text', nullable: true }) posting!: string | null;
  @Column({ type: 'text', nullable: true }) postingUrl!: string | null;
  @Column({ type: 'varchar', length: 16 }) status!: string;
  @Column({ type: 'varchar', length: 10, nullable: true }) appliedOn!: string | null;
  @Column({ type: 'datetime', precision: 3 }) statusChangedAt!: Date;
  /** JSON: [{ status, at }]. */
  @Column({ type: 'text' }) history!: string;
  @Column({ type: 'text', nullable: true }) notes!: string | null;
  /** JSON: the JobMatchResult as it was when the application was made. */
  @Column({ type: 'text', nullable: true }) matchResult!: string | null;
  @Column({ type: 'datetime', precision: 3 }) createdAt!: Date;
  @Column({ type: 'datetime', precision: 3 }) updatedAt!: Date;
}
