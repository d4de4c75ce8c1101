import { MigrationInterface, QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';

/**
 * docs/decisions/0015: a magic link remembers the hash of the requesting browser's sign-in cookie; a change of the
 * sign-in address waits in email_change_requests until the link mailed to the new address is redeemed.
 */
export class SignInBindingAndEmailChange1732000000005 implements MigrationInterface {
  name = 'SignInBindingAndEmailChange1732000000005';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn(
      'magic_link_tokens',
      new TableColumn({ name: 'browserHash', type: 'varchar', length: '64', isNullable: true }),
    );
    await q.createTable(
      new Table({
        name: 'email_change_requests',
        columns: [
          { name: 'id', type: 'varchar', length: '22', isPrimary: true },
          { name: 'userId', type: 'varchar', length: '22', isNullable: false },
          { name: 'tokenHash', type: 'varchar', length: '64', isNullable: false },
          { name: 'newEmail', type: 'varchar', length: '254', isNullable: false },
          { name: 'expiresAt', type: 'datetime', precision: 3, isNullable: false },
          { name: 'usedAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'createdAt', type: 'datetime', precision: 3, isNullable: false },
        ],
        indices: [
          new TableIndex({ name: 'UQ_email_change_requests_token', columnNames: ['tokenHash'], isUnique: true }),
          new TableIndex({ name: 'IDX_email_change_requests_user', columnNames: ['userId'] }),
          new TableIndex({ name: 'IDX_email_change_requests_expiresAt', columnNames: ['expiresAt'] }),
        ],
        foreignKeys: [
          { columnNames: ['userId'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('email_change_requests');
    await q.dropColumn('magic_link_tokens', 'browserHash');
  }
}
