import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('filters')
export class FilterOrmEntity {
  @PrimaryColumn({ type: 'varchar', length: 22 }) id!: string;
  @Column({ type: 'varchar', length: 22 }) userId!: string;
  @Column({ type: 'varchar', length: 100 }) name!: string;
  /** A JSON array of strings. */
  @Column({ type: 'text', nullable: true }) tags!: string | null;
  @Column({ type: 'varchar', length: 60, nullable: true }) font!: string | null;
  @Column({ type: 'varchar', length: 20, nullable: true }) primaryColor!: string | null;
  @Column({ type: 'varchar', length: 20, nullable: true }) secondaryColor!: string | null;
  @Column({ type: 'varchar', length: 20, nullable: true }) accentStyle!: string | null;
  @Column({ type: 'varchar', length: 200, nullable: true }) companyName!: string | null;
  @Column({ type: 'text', nullable: true }) logoImage!: string | null;
  @Column({ type: 'text', nullable: true }) headerImage!: string | null;
  @Column({ type: 'varchar', length: 16, nullable: true }) language!: string | null;
  @Column({ type: 'datetime', precision: 3 }) createdAt!: Date;
  @Column({ type: 'datetime', precision: 3 }) updatedAt!: Date;
}
