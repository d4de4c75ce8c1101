import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';

/**
 * LinkedIn (docs/decisions/0022-linkedin.md): the pending authorization requests (state stored hashed, bound to the
 * account and its session, single use, with the PKCE verifier; Redis holds them instead with REDIS_URL) and each
 * account's connection (the access token only encrypted). users.linkedinId already exists.
 */
const date = (name: string, isNullable = false) => ({ name, type: 'datetime', precision: 3, isNullable });
const text = (name: string, length: number, isNullable = false) => ({
  name,
  type: 'varchar',
  length: String(length),
  isNullable,
});
const toUsers = () =>
  new TableForeignKey({
    columnNames: ['userId'],
    referencedTableName: 'users',
    referencedColumnNames: ['id'],
    onDelete: 'CASCADE',
  });

export class LinkedIn1732000000009 implements MigrationInterface {
  name = 'LinkedIn1732000000009';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'linkedin_oauth_states',
        columns: [
          { ...text('stateHash', 64), isPrimary: true },
          text('userId', 22),
          text('sessionHash', 64),
          text('codeVerifier', 128),
          date('createdAt'),
          date('expiresAt'),
          date('usedAt', true),
        ],
        indices: [new TableIndex({ name: 'IDX_linkedin_oauth_states_expires', columnNames: ['expiresAt'] })],
        foreignKeys: [toUsers()],
      }),
    );
    await q.createTable(
      new Table({
        name: 'linkedin_connections',
        columns: [
          { ...text('userId', 22), isPrimary: true },
          text('linkedinId', 100),
          { name: 'tokenCiphertext', type: 'text', isNullable: false },
          date('expiresAt', true),
          date('createdAt'),
        ],
        foreignKeys: [toUsers()],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('linkedin_connections');
    await q.dropTable('linkedin_oauth_states');
  }
}
