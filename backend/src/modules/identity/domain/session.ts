import { LIMITS } from '@resume/contracts';

export interface Session {
  id: string;
  /** sha256 of the cookie value. */
  idHash: string;
  userId: string;
  expiresAt: Date;
  createdAt: Date;
  lastSeenAt: Date;
}

/** Sessions live LIMITS.sessionTtlMs after their last use, and at most LIMITS.sessionMaxLifetimeMs after sign-in. */
export function sessionExpiry(now: Date, signedInAt: Date = now): Date {
  return new Date(Math.min(now.getTime() + LIMITS.sessionTtlMs, signedInAt.getTime() + LIMITS.sessionMaxLifetimeMs));
}

/** Extending on every request would write on every request; once a minute is enough for a 30-day window. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

export function shouldTouch(session: Session, now: Date): boolean {
  return now.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS;
}
