import { SHARE_LINK_EXPIRY } from '@resume/contracts';
import { DomainError } from '../../../shared/domain/domain-error';
import type { ShareLink } from './share-link';

/**
 * A link's pause and expiry (issue 28 point 4, docs/decisions/0054-link-controls-and-previews.md): a paused or expired
 * link answers a visitor exactly as a link that never existed (404 'Invalid Share Link', the PDF too), so a stranger
 * cannot tell a paused link from a deleted or mistyped one; its owner still lists it and reads its analytics.
 */
export const isExpired = (link: Pick<ShareLink, 'expiresAt'>, now: Date): boolean =>
  link.expiresAt !== null && link.expiresAt.getTime() <= now.getTime();

/** Whether visitors may open the link now (its code, if any, is asked after this). */
export const isOpenToVisitors = (link: Pick<ShareLink, 'pausedAt' | 'expiresAt'>, now: Date): boolean =>
  link.pausedAt === null && !isExpired(link, now);

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The expiry an owner asked for: null (none), else a time after now and at most SHARE_LINK_EXPIRY.maxDays ahead.
 * The format was checked by the DTO (ISO 8601); a date without a time is its UTC midnight.
 */
export function expiryOf(requested: string | null, now: Date): Date | null {
  if (requested === null) return null;
  const at = new Date(requested);
  const latest = now.getTime() + SHARE_LINK_EXPIRY.maxDays * DAY_MS;
  if (Number.isNaN(at.getTime()) || at.getTime() <= now.getTime() || at.getTime() > latest)
    throw new DomainError('SHARE_LINK_EXPIRY_INVALID');
  return at;
}

/** The pause switch: a paused link keeps the moment it was first paused; resuming clears it. */
export function pausedAtOf(link: Pick<ShareLink, 'pausedAt'>, paused: boolean | undefined, now: Date): Date | null {
  if (paused === undefined) return link.pausedAt;
  return paused ? (link.pausedAt ?? now) : null;
}
