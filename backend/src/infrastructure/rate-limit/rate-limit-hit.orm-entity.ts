import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('rate_limit_hits')
export class RateLimitHitOrmEntity {
  @PrimaryColumn({ type: 'varchar', length: 22 }) id!: string;
  @Column({ type: 'varchar', length: 128 }) bucketKey!: string;
  @Column({ type: 'int' }) hits!: number;
  @Column({ type: 'datetime', precision: 3 }) expiresAt!: Date;
}
