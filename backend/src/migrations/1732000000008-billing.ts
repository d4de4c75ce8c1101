import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';

/**
 * Billing (docs/decisions/0016-billing.md): each user's payment relationship (customer, subscription, price,
 * interval, status, period end, cancellation), the provider event ids already handled, and the embedded default's
 * checkout/portal sessions and subscriptions (in the database, so every replica sees them). The user's plan and
 * subscriptionStatus stay in users.
 */
const date = (name: string, isNullable = false) => ({ name, type: 'datetime', precision: 3, isNullable });
const text = (name: string, length: number, isNullable = false) => ({
  name,
  type: 'varchar',
  length: String(length),
  isNullable,
});
const bool = (name: string) => ({ name, type: 'boolean', isNullable: false, default: 0 });
const toUsers = (column: string) =>
  new TableForeignKey({
    columnNames: [column],
    referencedTableName: 'users',
    referencedColumnNames: ['id'],
    onDelete: 'CASCADE',
  });

export class Billing1732000000008 implements MigrationInterface {
  name = 'Billing1732000000008';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'billing_accounts',
        columns: [
          { ...text('userId', 22), isPrimary: true },
          text('customerId', 255, true),
          text('subscriptionId', 255, true),
          text('priceId', 255, true),
          text('billingInterval', 10, true),
          text('status', 30, true),
          date('currentPeriodEnd', true),
          bool('cancelAtPeriodEnd'),
          { name: 'version', type: 'int', isNullable: false, default: 0 },
          date('createdAt'),
          date('updatedAt'),
        ],
        indices: [
          new TableIndex({ name: 'UQ_billing_accounts_customer', columnNames: ['customerId'], isUnique: true }),
          new TableIndex({ name: 'IDX_billing_accounts_period_end', columnNames: ['currentPeriodEnd'] }),
        ],
        foreignKeys: [toUsers('userId')],
      }),
    );
    await q.createTable(
      new Table({
        name: 'billing_events',
        columns: [{ ...text('id', 255), isPrimary: true }, text('type', 100), date('receivedAt')],
        indices: [new TableIndex({ name: 'IDX_billing_events_received', columnNames: ['receivedAt'] })],
      }),
    );
    await q.createTable(
      new Table({
        name: 'billing_local_sessions',
        columns: [
          { ...text('id', 40), isPrimary: true },
          text('kind', 10),
          text('userId', 22),
          text('customerId', 40),
          text('priceId', 64, true),
          { name: 'successUrl', type: 'text', isNullable: true },
          { name: 'cancelUrl', type: 'text', isNullable: true },
          { name: 'returnUrl', type: 'text', isNullable: true },
          text('status', 10),
          date('createdAt'),
          date('expiresAt'),
        ],
        indices: [new TableIndex({ name: 'IDX_billing_local_sessions_expires', columnNames: ['expiresAt'] })],
        foreignKeys: [toUsers('userId')],
      }),
    );
    await q.createTable(
      new Table({
        name: 'billing_local_subscriptions',
        columns: [
          { ...text('id', 40), isPrimary: true },
          text('customerId', 40),
          text('priceId', 64),
          text('billingInterval', 10),
          text('status', 30),
          date('currentPeriodEnd'),
          bool('cancelAtPeriodEnd'),
          date('createdAt'),
          date('updatedAt'),
        ],
        indices: [new TableIndex({ name: 'IDX_billing_local_subscriptions_customer', columnNames: ['customerId'] })],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['billing_local_subscriptions', 'billing_local_sessions', 'billing_events', 'billing_accounts'])
      await q.dropTable(table);
  }
}
