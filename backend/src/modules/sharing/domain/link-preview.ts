import { createHash } from 'node:crypto';
import type { ShareLink } from './share-link';
import { isOpenToVisitors } from './link-controls';

/**
 * Link previews (issue 28 point 5, docs/decisions/0054-link-controls-and-previews.md). A share link unfurls with the
 * person's name, title and card image only when a stranger could open it without anything more and its owner did
 * not ask to keep it out of sight: no security code, not hidden from search engines (noindex), not paused or
 * expired. Anything else unfurls with a neutral card, and its image answers 404.
 */
export const showsPreview = (link: ShareLink, now: Date): boolean =>
  !link.securityCode && !link.noindex && isOpenToVisitors(link, now);

/**
 * Bumped when the card's rendering changes (its size, crop, style): every card gets a new version, so unfurlers that
 * keep images by URL fetch the new one.
 */
const CARD_REVISION = 1;

/**
 * The card's version: a hash of what it shows (the resume as the page shows it, serialised: its content, filter,
 * template and chrome), so it changes with any edit the card would show and with nothing else (a frozen link's card
 * stays while the live resume is edited). It is the image URL's `v`, the ETag, and the key its PNG is kept under,
 * so a card is printed once per version.
 */
export function cardVersion(kind: 'share' | 'public', id: string, shownJson: string): string {
  return createHash('sha256').update(`${CARD_REVISION}|${kind}|${id}|${shownJson}`).digest('base64url').slice(0, 22);
}
