import type { PendingAuthorization } from '../../domain/oauth-state';

/** Connects in flight (the database, or Redis with REDIS_URL). */
export abstract class OAuthStateStore {
  abstract save(pending: PendingAuthorization): Promise<void>;
  /**
   * Takes the pending authorization of a state hash once: a second take of the same state (a replay, or two
   * callbacks at once) gets null. Expired ones are returned too; the caller decides (and nothing is stored then).
   */
  abstract take(stateHash: string, now: Date): Promise<PendingAuthorization | null>;
}
