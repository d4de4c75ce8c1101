import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Connects in flight without Redis (docs/decisions/0022-linkedin.md, migration 1732000000009). */
@Entity('linkedin_oauth_states')
export class LinkedInOAuthStateOrmEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 }) stateHash!: string;
  @Column({ type: 'varchar', length: 22 }) userId!: string;
  @Column({ type: 'varchar', length: 64 }) sessionHash!: string;
  @Column({ type: 'varchar', length: 128 }) codeVerifier!: string;
  @Column({ type: 'datetime', precision: 3 }) createdAt!: Date;
  @Column({ type: 'datetime', precision: 3 }) expiresAt!: Date;
  /** Set by the one take that wins; a state with usedAt is spent. */
  @Column({ type: 'datetime', precision: 3, nullable: true }) usedAt!: Date | null;
}

/** An account's OAuth connection; the token only as AES-256-GCM ciphertext. */
@Entity('linkedin_connections')
export class LinkedInConnectionOrmEntity {
  @PrimaryColumn({ type: 'varchar', length: 22 }) userId!: string;
  @Column({ type: 'varchar', length: 100 }) linkedinId!: string;
  @Column({ type: 'text' }) tokenCiphertext!: string;
  @Column({ type: 'datetime', precision: 3, nullable: true }) expiresAt!: Date | null;
  @Column({ type: 'datetime', precision: 3 }) createdAt!: Date;
}

export const LINKEDIN_ORM_ENTITIES = [LinkedInOAuthStateOrmEntity, LinkedInConnectionOrmEntity];
