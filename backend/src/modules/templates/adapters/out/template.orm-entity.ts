import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('templates')
export class TemplateOrmEntity {
  @PrimaryColumn({ type: 'varchar', length: 22 }) id!: string;
  /** Null for a system preset. */
  @Column({ type: 'varchar', length: 22, nullable: true }) userId!: string | null;
  @Column({ type: 'boolean' }) isDefault!: boolean;
  @Column({ type: 'varchar', length: 20 }) primaryColor!: string;
  @Column({ type: 'varchar', length: 20 }) secondaryColor!: string;
  @Column({ type: 'varchar', length: 60 }) font!: string;
  @Column({ type: 'varchar', length: 10 }) pageMargin!: string;
  @Column({ type: 'varchar', length: 20 }) accentStyle!: string;
  @Column({ type: 'varchar', length: 200, nullable: true }) companyName!: string | null;
  @Column({ type: 'text', nullable: true }) logoImage!: string | null;
  @Column({ type: 'text', nullable: true }) headerImage!: string | null;
  /** The layout as JSON: { sections, flexibleLayout }. */
  @Column({ type: 'text', nullable: true }) layoutData!: string | null;
  /** 'A4', 'Letter' or null (chosen at export). */
  @Column({ type: 'varchar', length: 10, nullable: true }) paperSize!: string | null;
  @Column({ type: 'boolean', default: true }) runningElements!: boolean;
  @Column({ type: 'datetime', precision: 3 }) createdAt!: Date;
  @Column({ type: 'datetime', precision: 3 }) updatedAt!: Date;
}
