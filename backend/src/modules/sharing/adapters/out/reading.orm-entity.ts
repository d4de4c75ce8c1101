import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A link's first and latest counted open and its notice switch (docs/decisions/0053-read-notices.md). */
@Entity('share_link_openings')
export class ShareLinkOpeningOrmEntity {
  @PrimaryColumn({ type: 'varchar', length: 22 }) shareLinkId!: string;
  @Column({ type: 'varchar', length: 22 }) userId!: string;
  @Column({ type: 'datetime', precision: 3, nullable: true }) firstOpenedAt!: Date | null;
  @Column({ type: 'datetime', precision: 3, nullable: true }) lastOpenedAt!: Date | null;
  @Column({ type: 'boolean', default: true }) notifyOnOpen!: boolean;
}

/** One visit's reading: its id is the random visit id of the page's token, nothing about the visitor. */
@Entity('share_link_reads')
export class ShareLinkReadOrmEntity {
  @PrimaryColumn({ type: 'varchar', length: 22 }) id!: string;
  @Column({ type: 'varchar', length: 22 }) shareLinkId!: string;
  @Column({ type: 'int' }) seconds!: number;
  @Column({ type: 'int' }) depth!: number;
  @Column({ type: 'int' }) beacons!: number;
  @Column({ type: 'datetime', precision: 3 }) createdAt!: Date;
  @Column({ type: 'datetime', precision: 3 }) updatedAt!: Date;
}

@Entity('read_notices')
export class ReadNoticeOrmEntity {
  @PrimaryColumn({ type: 'varchar', length: 22 }) id!: string;
  @Column({ type: 'varchar', length: 22 }) userId!: string;
  @Column({ type: 'varchar', length: 22 }) shareLinkId!: string;
  @Column({ type: 'varchar', length: 64 }) shareableId!: string;
  @Column({ type: 'varchar', length: 16 }) kind!: string;
  @Column({ type: 'varchar', length: 200, nullable: true }) linkName!: string | null;
  @Column({ type: 'datetime', precision: 3 }) createdAt!: Date;
  @Column({ type: 'datetime', precision: 3, nullable: true }) readAt!: Date | null;
}

@Entity('read_notice_settings')
export class ReadNoticeSettingOrmEntity {
  @PrimaryColumn({ type: 'varchar', length: 22 }) userId!: string;
  @Column({ type: 'boolean', default: true }) notifyOnOpen!: boolean;
}

export const READING_ORM_ENTITIES = [
  ShareLinkOpeningOrmEntity,
  ShareLinkReadOrmEntity,
  ReadNoticeOrmEntity,
  ReadNoticeSettingOrmEntity,
];
