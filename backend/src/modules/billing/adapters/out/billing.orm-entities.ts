import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A user's payment relationship (docs/decisions/0016-billing.md, migration 1732000000008). */
@Entity('billing_accounts')
export class BillingAccountOrmEntity {
  @PrimaryColumn({ type: 'varchar', length: 22 }) userId!: string;
  @Column({ type: 'varchar', length: 255, nullable: true }) customerId!: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) subscriptionId!: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) priceId!: string | null;
  /** 'month' or 'year' ('interval' is a reserved word in MySQL). */
  @Column({ type: 'varchar', length: 10, nullable: true }) billingInterval!: string | null;
  @Column({ type: 'varchar', length: 30, nullable: true }) status!: string | null;
  @Column({ type: 'datetime', precision: 3, nullable: true }) currentPeriodEnd!: Date | null;
  @Column({ type: 'boolean' }) cancelAtPeriodEnd!: boolean;
  /** Bumped by every hold: the UPDATE that takes the row. */
  @Column({ type: 'int' }) version!: number;
  @Column({ type: 'datetime', precision: 3 }) createdAt!: Date;
  @Column({ type: 'datetime', precision: 3 }) updatedAt!: Date;
}

/** Provider event ids already handled: a repeat delivery changes nothing. */
@Entity('billing_events')
export class BillingEventOrmEntity {
  @PrimaryColumn({ type: 'varchar', length: 255 }) id!: string;
  @Column({ type: 'varchar', length: 100 }) type!: string;
  @Column({ type: 'datetime', precision: 3 }) receivedAt!: Date;
}

/** The embedded default's checkout and portal sessions. */
@Entity('billing_local_sessions')
export class LocalSessionOrmEntity {
  @PrimaryColumn({ type: 'varchar', length: 40 }) id!: string;
  @Column({ type: 'varchar', length: 10 }) kind!: string;
  @Column({ type: 'varchar', length: 22 }) userId!: string;
  @Column({ type: 'varchar', length: 40 }) customerId!: string;
  @Column({ type: 'varchar', length: 64, nullable: true }) priceId!: string | null;
  @Column({ type: 'text', nullable: true }) successUrl!: string | null;
  @Column({ type: 'text', nullable: true }) cancelUrl!: string | null;
  @Column({ type: 'text', nullable: true }) returnUrl!: string | null;
  @Column({ type: 'varchar', length: 10 }) status!: string;
  @Column({ type: 'datetime', precision: 3 }) createdAt!: Date;
  @Column({ type: 'datetime', precision: 3 }) expiresAt!: Date;
}

/** The embedded default's subscriptions, as Stripe would hold them. */
@Entity('billing_local_subscriptions')
export class LocalSubscriptionOrmEntity {
  @PrimaryColumn({ type: 'varchar', length: 40 }) id!: string;
  @Column({ type: 'varchar', length: 40 }) customerId!: string;
  @Column({ type: 'varchar', length: 64 }) priceId!: string;
  @Column({ type: 'varchar', length: 10 }) billingInterval!: string;
  @Column({ type: 'varchar', length: 30 }) status!: string;
  @Column({ type: 'datetime', precision: 3 }) currentPeriodEnd!: Date;
  @Column({ type: 'boolean' }) cancelAtPeriodEnd!: boolean;
  @Column({ type: 'datetime', precision: 3 }) createdAt!: Date;
  @Column({ type: 'datetime', precision: 3 }) updatedAt!: Date;
}

export const BILLING_ORM_ENTITIES = [
  BillingAccountOrmEntity,
  BillingEventOrmEntity,
  LocalSessionOrmEntity,
  LocalSubscriptionOrmEntity,
];
