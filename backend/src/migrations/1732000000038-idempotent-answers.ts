import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';

/**
 * Creates sent with an Idempotency-Key (docs/decisions/0037-idempotency-and-stalled-jobs.md): the first answer per
 * account and key, written in the same transaction as the create, kept 24 h (the housekeeping sweep deletes older
 * rows by expiresAt). The key compares byte for byte on MariaDB (ascii_bin): `abcDEF12` and `ABCdef12` are two keys.
 */
export class IdempotentAnswers1732000000038 implements MigrationInterface {
  name = 'IdempotentAnswers1732000000038';

  async up(q: QueryRunner): Promise<void> {
    const mysql = q.connection.options.type === 'mysql';
    const binary = mysql ? { charset: 'ascii', collation: 'ascii_bin' } : {};
    await q.createTable(
      new Table({
        name: 'idempotent_answers',
        columns: [
          { name: 'userId', type: 'varchar', length: '22', isPrimary: true, ...binary },
          { name: 'idempotencyKey', type: 'varchar', length: '128', isPrimary: true, ...binary },
          { name: 'route', type: 'varchar', length: '120', isNullable: false },
          { name: 'fingerprint', type: 'varchar', length: '64', isNullable: false },
          { name: 'status', type: 'int', isNullable: false },
          // A create's answer is one item, filter, template, link or checkout URL: a few KB, more than TEXT never.
          { name: 'body', type: mysql ? 'mediumtext' : 'text', isNullable: false },
          { name: 'expiresAt', type: 'datetime', precision: 3, isNullable: false },
        ],
        indices: [new TableIndex({ name: 'IDX_idempotent_answers_expiresAt', columnNames: ['expiresAt'] })],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('idempotent_answers');
  }
}
