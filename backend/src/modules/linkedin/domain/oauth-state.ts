import { createHash, randomBytes } from 'node:crypto';

/** How long a started connect may take to come back from LinkedIn. */
export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;

/** A connect in flight: the state is kept only as its hash, bound to the account and the session that started it. */
export interface PendingAuthorization {
  stateHash: string;
  userId: string;
  sessionHash: string;
  /** PKCE (RFC 7636): sent with the code, proves the callback belongs to the request that began here. */
  codeVerifier: string;
  createdAt: Date;
  expiresAt: Date;
}

export const hashOf = (value: string): string => createHash('sha256').update(value).digest('hex');

/** The S256 code challenge of a verifier. */
export const codeChallengeOf = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url');

/** A fresh state (32 random bytes) and verifier; only the hash of the state is stored. */
export function newPendingAuthorization(
  userId: string,
  sessionHash: string,
  now: Date,
): { state: string; pending: PendingAuthorization } {
  const state = randomBytes(32).toString('base64url');
  return {
    state,
    pending: {
      stateHash: hashOf(state),
      userId,
      sessionHash,
      codeVerifier: randomBytes(48).toString('base64url'),
      createdAt: now,
      expiresAt: new Date(now.getTime() + OAUTH_STATE_TTL_MS),
    },
  };
}

/** Whether a taken pending authorization may finish for this account and session now. */
export function isUsableBy(pending: PendingAuthorization, userId: string, sessionHash: string, now: Date): boolean {
  return pending.userId === userId && pending.sessionHash === sessionHash && pending.expiresAt > now;
}
