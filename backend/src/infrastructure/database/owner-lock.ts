import type { EntityManager } from 'typeorm';

/** The lock row of one owner: written, so InnoDB holds its record lock until the transaction ends. */
const HOLD = 'INSERT INTO owner_locks (lockKey, heldAt) VALUES (?, ?) ON DUPLICATE KEY UPDATE heldAt = VALUES(heldAt)';

/**
 * Holds one owner's lock until the transaction ends (docs/decisions/0034-atomic-limits.md), so what counts a
 * person's rows to check a quota and then inserts one runs one after the other for that person on every replica:
 * two creates can no longer both count 49 of 50 and both insert. On MySQL/MariaDB an upsert of the owner's row in
 * owner_locks: on an existing primary key it takes an exclusive record lock, with no gap lock that could deadlock
 * two owners' first creates. sql.js runs one transaction at a time, and outside a transaction there is nothing to
 * hold: both return at once.
 *
 * Take it before the transaction's first read: InnoDB reads from the snapshot of the first read, and a count read
 * after the lock from an earlier snapshot would miss the rows the previous holder committed.
 */
export async function holdOwner(manager: EntityManager, ownerId: string): Promise<void> {
  if (manager.connection.options.type === 'sqljs' || !manager.queryRunner?.isTransactionActive) return;
  await manager.query(HOLD, [`user:${ownerId}`, new Date()]);
}
