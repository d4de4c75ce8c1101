/** What belongs to one user: a null owner marks a row of the system (a template preset). */
export interface Owned {
  id: string;
  userId: string | null;
  createdAt: Date;
}

/**
 * The rows of one kind that users own (filters, templates, ...). Every call names the owner: no query reaches
 * another user's rows. A module's port extends this and adds its own queries.
 */
export abstract class OwnedRepository<T extends Owned> {
  /** Oldest first. */
  abstract listByUser(userId: string): Promise<T[]>;
  /**
   * Inside a transaction, also holds the owner until it ends (docs/decisions/0034-atomic-limits.md): a count checked
   * against a limit and the insert after it are one step for that person, whatever runs at the same time. Call it
   * before the transaction's first read.
   */
  abstract countByUser(userId: string): Promise<number>;
  abstract findOwned(userId: string, id: string): Promise<T | null>;
  abstract insert(entity: T): Promise<void>;
  /** Writes every field but the id, the owner and createdAt, if the row is the entity's owner's. */
  abstract updateOwned(entity: T): Promise<void>;
  /** False when the user owns no such row. */
  abstract deleteOwned(userId: string, id: string): Promise<boolean>;
}
