import type { MagicLinkToken } from '../../domain/magic-link';

export abstract class MagicLinkTokenRepository {
  abstract save(token: MagicLinkToken): Promise<void>;
  /** The unused, unexpired token, without using it up: deciding whether to ask first must not consume the link. */
  abstract findUsable(tokenHash: string, now: Date): Promise<Pick<MagicLinkToken, 'email' | 'browserHash'> | null>;
  /**
   * Marks the token used if it is unused and unexpired, atomically: of any number of concurrent claims at most
   * one gets the e-mail back; the others get null.
   */
  abstract claim(tokenHash: string, now: Date): Promise<string | null>;
  /** Deletes tokens that expired before `before` (used or not); returns how many. */
  abstract deleteExpired(before: Date): Promise<number>;
}
