import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('magic_link_tokens')
export class MagicLinkTokenOrmEntity {
  @PrimaryColumn({ type: 'varchar', length: 22 }) id!: string;
  @Column({ type: 'varchar', length: 64 }) tokenHash!: string;
  // Canonical (domain/email.ts), compared byte by byte: utf8mb4_bin on MariaDB (migration 1732000000033).
  @Column({ type: 'varchar', length: 254 }) email!: string;
  @Column({ type: 'varchar', length: 64, nullable: true }) browserHash!: string | null;
  @Column({ type: 'datetime', precision: 3 }) expiresAt!: Date;
  @Column({ type: 'datetime', precision: 3, nullable: true }) usedAt!: Date | null;
  @Column({ type: 'datetime', precision: 3 }) createdAt!: Date;
}
