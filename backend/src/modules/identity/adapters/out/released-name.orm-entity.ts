import { Column, Entity, PrimaryColumn } from 'typeorm';

// Migration 1732000000037; the name's comparison is binary on MySQL (docs/decisions/0036-plan-lapse.md).
@Entity('released_names')
export class ReleasedNameOrmEntity {
  @PrimaryColumn({ type: 'varchar', length: 10 }) kind!: string;
  @PrimaryColumn({ type: 'varchar', length: 63 }) name!: string;
  @Column({ type: 'varchar', length: 22 }) previousOwnerId!: string;
  @Column({ type: 'datetime', precision: 3 }) releasedAt!: Date;
}
