import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An account's custom domain (migration 1732000000010, docs/decisions/0023-custom-domains.md). */
@Entity('custom_domains')
export class CustomDomainOrmEntity {
  @PrimaryColumn({ type: 'varchar', length: 22 }) userId!: string;
  @Column({ type: 'varchar', length: 253 }) domain!: string;
  @Column({ type: 'varchar', length: 10 }) state!: string;
  /** The domain while verified, else null: its unique index is what makes a verified domain one account's. */
  @Column({ type: 'varchar', length: 253, nullable: true }) verifiedDomain!: string | null;
  @Column({ type: 'datetime', precision: 3, nullable: true }) verifiedAt!: Date | null;
  @Column({ type: 'datetime', precision: 3, nullable: true }) lastCheckedAt!: Date | null;
  @Column({ type: 'int' }) failures!: number;
  @Column({ type: 'datetime', precision: 3 }) createdAt!: Date;
}

export const DOMAINS_ORM_ENTITIES = [CustomDomainOrmEntity];
