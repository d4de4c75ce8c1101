import type { ShareLink } from '../../domain/share-link';

/**
 * The proof that a visitor entered a link's code: a signed, short-lived token (an HttpOnly cookie), bound to the
 * link and to its current code, so a new code ends every pass.
 */
export abstract class AccessPass {
  abstract issue(link: ShareLink, now: Date): { token: string; expiresAt: Date };
  abstract verify(link: ShareLink, token: string, now: Date): boolean;
}
