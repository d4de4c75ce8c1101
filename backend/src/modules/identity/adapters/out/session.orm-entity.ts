import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('sessions')
export class SessionOrmEntity {
  @PrimaryColumn({ type: 'varchar', length: 22 }) id!: string;
  @Column({ type: 'varchar', length: 64 }) idHash!: string;
  @Column({ type: 'varchar', length: 22 }) userId!: string;
  @Column({ type: 'datetime', precision: 3 }) expiresAt!: Date;
  @Column({ type: 'datetime', precision: 3 }) createdAt!: Date;
  @Column({ type: 'datetime', precision: 3 }) lastSeenAt!: Date;
}
