import type { EmailChangeRequest } from '../../domain/email-change';

/** Pending changes of the sign-in address; at most one per account is usable at a time. */
export abstract class EmailChangeRepository {
  /** Stores the request and retires the account's earlier unused ones: only the newest link works. */
  abstract replacePending(request: EmailChangeRequest): Promise<void>;
  /** The account's unused, unexpired request, if any. */
  abstract findPending(userId: string, now: Date): Promise<EmailChangeRequest | null>;
  /**
   * Marks the request used if it belongs to the account and is unused and unexpired, atomically; returns the new
   * address, or null (unknown, used, expired or another account's).
   */
  abstract claim(tokenHash: string, userId: string, now: Date): Promise<string | null>;
  /** Withdraws the account's unused requests. */
  abstract cancelPending(userId: string): Promise<void>;
  /** Deletes requests that expired before `before` (used or not); returns how many. */
  abstract deleteExpired(before: Date): Promise<number>;
}
