import type { Session } from '../../domain/session';

/** Server-side sessions: in the database by default, in Redis when configured. */
export abstract class SessionStore {
  abstract create(session: Session): Promise<void>;
  abstract findActive(idHash: string, now: Date): Promise<Session | null>;
  abstract touch(idHash: string, lastSeenAt: Date, expiresAt: Date): Promise<void>;
  abstract delete(idHash: string): Promise<void>;
  /**
   * Ends every session of the account except the one given (the address changed, or the person asked: other devices
   * sign in again); returns how many ended.
   */
  abstract deleteOthersOfUser(userId: string, keepIdHash: string): Promise<number>;
  /** Deletes sessions that expired before `now`; returns how many (a store whose entries expire by themselves: 0). */
  abstract deleteExpired(now: Date): Promise<number>;
}
