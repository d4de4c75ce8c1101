import { EMAIL_CHANGE } from '@resume/contracts';

/** A request to sign in with another address, confirmed from a link mailed to that address (docs/decisions/0015). */
export interface EmailChangeRequest {
  id: string;
  userId: string;
  /** sha256 of the secret in the confirmation link. */
  tokenHash: string;
  newEmail: string;
  expiresAt: Date;
  createdAt: Date;
}

export function emailChangeExpiry(now: Date): Date {
  return new Date(now.getTime() + EMAIL_CHANGE.ttlMs);
}
