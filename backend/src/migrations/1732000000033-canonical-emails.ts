import { MigrationInterface, QueryRunner } from 'typeorm';
import { canonicalEmailOrNull } from '../modules/identity/domain/email';

/** The columns that hold an address used for a lookup, and their declarations (all NOT NULL varchar(254)). */
const ADDRESS_COLUMNS = [
  { table: 'users', column: 'email' },
  { table: 'magic_link_tokens', column: 'email' },
  { table: 'email_change_requests', column: 'newEmail' },
] as const;

/**
 * Where the old rule's twin of an address goes when canonicalisation makes it equal to an older account's: an address
 * unique by the account id in a domain that never resolves (`.invalid`, RFC 2606), so a link asked for it reaches
 * nobody. Support can give the account another address by hand.
 */
export const parkedAddress = (userId: string) => `duplicate+${userId.toLowerCase()}@merged.invalid`;

interface Row {
  id: string;
  email: string;
}

/**
 * One e-mail address, one account (docs/decisions/0033-one-email-one-account.md). On MariaDB/MySQL the address
 * columns compare byte by byte from now on (utf8mb4_bin, their unique index kept): no collation can make two
 * addresses one. sql.js (SQLite) already compares text as bytes. Then every stored address is rewritten in its
 * canonical form. Two accounts whose addresses become equal stay two accounts: the older keeps the address, the newer
 * is parked at parkedAddress(id). An address the canonical form refuses (non-ASCII before the @, accepted by the old
 * rule) is kept as it is: no request can name it any more, so it reaches no other account.
 *
 * It calls the canonical form of today's code: a later change of that form needs a migration of its own.
 */
export class CanonicalEmails1732000000033 implements MigrationInterface {
  name = 'CanonicalEmails1732000000033';

  async up(q: QueryRunner): Promise<void> {
    if (q.connection.options.type === 'mysql') {
      for (const { table, column } of ADDRESS_COLUMNS) {
        await q.query(
          `ALTER TABLE \`${table}\` MODIFY \`${column}\` varchar(254) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL`,
        );
      }
    }
    await this.canonicaliseAccounts(q);
    for (const { table, column } of ADDRESS_COLUMNS.slice(1)) {
      const rows: Row[] = await q.query(`SELECT id, \`${column}\` AS email FROM \`${table}\``);
      for (const row of rows) {
        const canonical = canonicalEmailOrNull(row.email);
        if (canonical === row.email) continue;
        // A pending link for an address no request can name any more is of no use: withdrawn.
        if (canonical === null) await q.query(`DELETE FROM \`${table}\` WHERE id = ?`, [row.id]);
        else await q.query(`UPDATE \`${table}\` SET \`${column}\` = ? WHERE id = ?`, [canonical, row.id]);
      }
    }
  }

  /** Parks the newer twins first, so that no UPDATE meets a value the unique index still holds. */
  private async canonicaliseAccounts(q: QueryRunner): Promise<void> {
    const users: Row[] = await q.query('SELECT id, email FROM users ORDER BY createdAt, id');
    const owner = new Map<string, string>();
    const renames: { id: string; email: string }[] = [];
    const parked: string[] = [];
    for (const user of users) {
      const canonical = canonicalEmailOrNull(user.email) ?? user.email;
      if (owner.has(canonical)) {
        parked.push(user.id);
        continue;
      }
      owner.set(canonical, user.id);
      if (canonical !== user.email) renames.push({ id: user.id, email: canonical });
    }
    for (const id of parked) await q.query('UPDATE users SET email = ? WHERE id = ?', [parkedAddress(id), id]);
    for (const { id, email } of renames) await q.query('UPDATE users SET email = ? WHERE id = ?', [email, id]);
  }

  async down(q: QueryRunner): Promise<void> {
    // The canonical addresses stay (the old rule finds them too); only the comparison goes back to the database's.
    if (q.connection.options.type !== 'mysql') return;
    for (const { table, column } of ADDRESS_COLUMNS) {
      await q.query(`ALTER TABLE \`${table}\` MODIFY \`${column}\` varchar(254) NOT NULL`);
    }
  }
}
