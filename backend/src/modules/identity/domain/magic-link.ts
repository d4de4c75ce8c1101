import { MAGIC_LINK } from '@resume/contracts';

export interface MagicLinkToken {
  id: string;
  /** sha256 of the secret sent by e-mail; the secret itself is never stored. */
  tokenHash: string;
  email: string;
  /**
   * sha256 of the HttpOnly cookie the requesting browser got with the link (null for links asked without one). Only
   * that browser redeems the link without a click (docs/decisions/0015).
   */
  browserHash: string | null;
  expiresAt: Date;
  createdAt: Date;
}

export function magicLinkExpiry(now: Date): Date {
  return new Date(now.getTime() + MAGIC_LINK.ttlMs);
}
