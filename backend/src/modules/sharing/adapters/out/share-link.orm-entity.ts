import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('share_links')
export class ShareLinkOrmEntity {
  @PrimaryColumn({ type: 'varchar', length: 22 }) id!: string;
  @Column({ type: 'varchar', length: 22 }) userId!: string;
  @Column({ type: 'varchar', length: 64 }) shareableId!: string;
  @Column({ type: 'varchar', length: 22, nullable: true }) filterId!: string | null;
  @Column({ type: 'varchar', length: 22 }) resumeId!: string;
  @Column({ type: 'varchar', length: 22, nullable: true }) templateId!: string | null;
  @Column({ type: 'varchar', length: 4, nullable: true }) securityCode!: string | null;
  @Column({ type: 'boolean' }) noindex!: boolean;
  @Column({ type: 'boolean' }) allowPdfDownload!: boolean;
  @Column({ type: 'int' }) viewCount!: number;
  @Column({ type: 'int' }) downloadCount!: number;
  @Column({ type: 'int' }) failedAttempts!: number;
  // share_links.waitUntil stays in the schema unused: waits are per client since 0014 (share_code_failures).
  @Column({ type: 'datetime', precision: 3, nullable: true }) lockedAt!: Date | null;
  @Column({ type: 'datetime', precision: 3 }) createdAt!: Date;
  @Column({ type: 'datetime', precision: 3, nullable: true }) updatedAt!: Date | null;
  /** A frozen link's version (share_snapshots) and its own filter and template as JSON; all null while live. */
  @Column({ type: 'varchar', length: 22, nullable: true }) snapshotId!: string | null;
  @Column({ type: 'datetime', precision: 3, nullable: true }) frozenAt!: Date | null;
  @Column({ type: 'text', nullable: true }) frozenFilter!: string | null;
  @Column({ type: 'text', nullable: true }) frozenTemplate!: string | null;
  /** Link controls (migration 1732000000046): paused since, and when it stops working; null: not paused, no expiry. */
  @Column({ type: 'datetime', precision: 3, nullable: true }) pausedAt!: Date | null;
  @Column({ type: 'datetime', precision: 3, nullable: true }) expiresAt!: Date | null;
}

/**
 * A frozen version of one owner's resume as visitors see it (PublicCompleteResume as JSON), stored once however many
 * links show it. The column is MEDIUMTEXT on MySQL (migration 1732000000014).
 */
@Entity('share_snapshots')
export class ShareSnapshotOrmEntity {
  @PrimaryColumn({ type: 'varchar', length: 22 }) id!: string;
  @Column({ type: 'varchar', length: 22 }) userId!: string;
  @Column({ type: 'varchar', length: 64 }) contentHash!: string;
  @Column({ type: 'text' }) content!: string;
  @Column({ type: 'int' }) bytes!: number;
  @Column({ type: 'datetime', precision: 3 }) createdAt!: Date;
}

/** One client address's wrong codes on one link (docs/decisions/0014-share-code-guessing.md). */
@Entity('share_code_failures')
export class ShareCodeFailureOrmEntity {
  @PrimaryColumn({ type: 'varchar', length: 22 }) id!: string;
  @Column({ type: 'varchar', length: 22 }) shareLinkId!: string;
  /** sha256 of the client address (IPv6 by /64), never the address itself. */
  @Column({ type: 'varchar', length: 64 }) clientKey!: string;
  @Column({ type: 'int' }) failures!: number;
  @Column({ type: 'int' }) waits!: number;
  @Column({ type: 'datetime', precision: 3, nullable: true }) waitUntil!: Date | null;
  @Column({ type: 'datetime', precision: 3 }) updatedAt!: Date;
}

@Entity('share_link_visits')
export class ShareLinkVisitOrmEntity {
  @PrimaryColumn({ type: 'varchar', length: 22 }) id!: string;
  @Column({ type: 'varchar', length: 22 }) shareLinkId!: string;
  @Column({ type: 'varchar', length: 10 }) day!: string;
  @Column({ type: 'varchar', length: 13 }) hour!: string;
  @Column({ type: 'varchar', length: 64 }) visitorHash!: string;
  @Column({ type: 'datetime', precision: 3 }) createdAt!: Date;
}

@Entity('share_link_downloads')
export class ShareLinkDownloadOrmEntity {
  @PrimaryColumn({ type: 'varchar', length: 22 }) id!: string;
  @Column({ type: 'varchar', length: 22 }) shareLinkId!: string;
  @Column({ type: 'varchar', length: 10 }) day!: string;
  @Column({ type: 'int' }) downloads!: number;
}

@Entity('share_visit_salts')
export class VisitorSaltOrmEntity {
  @PrimaryColumn({ type: 'varchar', length: 10 }) day!: string;
  @Column({ type: 'varchar', length: 64 }) salt!: string;
}

export const SHARING_ORM_ENTITIES = [
  ShareLinkOrmEntity,
  ShareSnapshotOrmEntity,
  ShareCodeFailureOrmEntity,
  ShareLinkVisitOrmEntity,
  ShareLinkDownloadOrmEntity,
  VisitorSaltOrmEntity,
];
