import { MAGIC_LINK } from '@resume/contracts';

export interface MagicLinkToken {
  id: string;
  /** sha256 of the secret sent by e-mail; the secret itself is never stored. */
  tokenHash: string;
  email: string;
  expiresAt: Date;
  createdAt: Date;
}

export function magicLinkExpiry(now: Date): Date {
  return new Date(now.getTime() + MAGIC_LINK.ttlMs);
}
