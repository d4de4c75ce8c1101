import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/**
 * When an account's paid access last ended (docs/decisions/0036-plan-lapse.md): a payment being retried (past_due)
 * keeps what visitors see of paid features for LIMITS.planLapseGraceDays from then. Accounts already on a paid plan
 * without paid access take their last change as that moment, the best the rows know.
 */
export class PlanLapse1732000000036 implements MigrationInterface {
  name = 'PlanLapse1732000000036';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn(
      'users',
      new TableColumn({ name: 'paidAccessEndedAt', type: 'datetime', precision: 3, isNullable: true }),
    );
    await q.query(
      "UPDATE users SET paidAccessEndedAt = updatedAt WHERE plan IN ('premium', 'professional') " +
        "AND (subscriptionStatus IS NULL OR subscriptionStatus NOT IN ('active', 'trialing'))",
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('users', 'paidAccessEndedAt');
  }
}
