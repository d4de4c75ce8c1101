import type { LocalSubscription } from '../../domain/local-subscription';

export interface LocalSession {
  id: string;
  kind: 'checkout' | 'portal';
  userId: string;
  customerId: string;
  priceId: string | null;
  successUrl: string | null;
  cancelUrl: string | null;
  returnUrl: string | null;
  status: 'open' | 'complete';
  createdAt: Date;
  expiresAt: Date;
}

/**
 * The embedded default's payment state (tables billing_local_sessions, billing_local_subscriptions): in the
 * database, so every replica sees the same sessions and subscriptions.
 */
export abstract class LocalBillingStore {
  abstract createSession(session: LocalSession): Promise<void>;
  abstract findSession(id: string): Promise<LocalSession | null>;
  /** Marks an open checkout session complete; false when another request completed it first. */
  abstract completeSession(id: string): Promise<boolean>;
  /** The subscription as stored (not moved to `now`). */
  abstract findSubscription(id: string): Promise<LocalSubscription | null>;
  abstract saveSubscription(sub: LocalSubscription, now: Date): Promise<void>;
  /** Deletes sessions that expired before `before`; returns how many. */
  abstract sweepSessions(before: Date): Promise<number>;
}
