import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The first answer to a create sent with an Idempotency-Key, per account and key (migration 1732000000038). */
@Entity('idempotent_answers')
export class IdempotentAnswerOrmEntity {
  @PrimaryColumn({ type: 'varchar', length: 22 }) userId!: string;
  @PrimaryColumn({ type: 'varchar', length: 128 }) idempotencyKey!: string;
  /** Method and route pattern, e.g. `POST /api/experiences`. */
  @Column({ type: 'varchar', length: 120 }) route!: string;
  /** SHA-256 (hex) of the request body as parsed: the same key with another body is refused. */
  @Column({ type: 'varchar', length: 64 }) fingerprint!: string;
  @Column({ type: 'int' }) status!: number;
  /** The answer's JSON. */
  @Column({ type: 'text' }) body!: string;
  @Column({ type: 'datetime', precision: 3 }) expiresAt!: Date;
}
