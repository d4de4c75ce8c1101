import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('users')
export class UserOrmEntity {
  @PrimaryColumn({ type: 'varchar', length: 22 }) id!: string;
  // Canonical (domain/email.ts), compared byte by byte: utf8mb4_bin on MariaDB (migration 1732000000033).
  @Column({ type: 'varchar', length: 254 }) email!: string;
  @Column({ type: 'varchar', length: 30 }) username!: string;
  @Column({ type: 'varchar', length: 100, nullable: true }) name!: string | null;
  @Column({ type: 'varchar', length: 120, nullable: true }) title!: string | null;
  @Column({ type: 'varchar', length: 30, nullable: true }) phone!: string | null;
  @Column({ type: 'varchar', length: 120, nullable: true }) location!: string | null;
  @Column({ type: 'text', nullable: true }) linkedin!: string | null;
  @Column({ type: 'text', nullable: true }) github!: string | null;
  @Column({ type: 'text', nullable: true }) website!: string | null;
  @Column({ type: 'varchar', length: 20 }) plan!: string;
  @Column({ type: 'varchar', length: 30, nullable: true }) subscriptionStatus!: string | null;
  // docs/decisions/0036-plan-lapse.md, migration 1732000000036.
  @Column({ type: 'datetime', precision: 3, nullable: true }) paidAccessEndedAt!: Date | null;
  @Column({ type: 'varchar', length: 253, nullable: true }) domain!: string | null;
  @Column({ type: 'varchar', length: 253, nullable: true }) customDomain!: string | null;
  @Column({ type: 'varchar', length: 64, nullable: true }) domainSecurityCode!: string | null;
  @Column({ type: 'varchar', length: 63, nullable: true }) subdomain!: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) linkedinId!: string | null;
  // Page settings (docs/decisions/0013-privacy.md, migration 1732000000006).
  @Column({ type: 'boolean', default: true }) publicPage!: boolean;
  @Column({ type: 'boolean', default: false }) showEmail!: boolean;
  @Column({ type: 'boolean', default: false }) showPhone!: boolean;
  @Column({ type: 'boolean', default: true }) showLocation!: boolean;
  // The app's language, null until chosen (docs/decisions/0049-app-translations.md, migration 1732000000042).
  @Column({ type: 'varchar', length: 8, nullable: true }) interfaceLanguage!: string | null;
  @Column({ type: 'datetime', precision: 3 }) createdAt!: Date;
  @Column({ type: 'datetime', precision: 3 }) updatedAt!: Date;
}
