import { createHash, timingSafeEqual } from 'node:crypto';
import type { Filter, ShareLinkMode, ShareLinkWarning, Template } from '@resume/contracts';
import { DomainError } from '../../../shared/domain/domain-error';

/**
 * A share link (spec 3) with the owner's choices (docs/decisions/0011-sharing.md) and the link-wide part of the
 * code-guessing defence (share-code-guessing.ts, docs/decisions/0014-share-code-guessing.md).
 */
export interface ShareLink {
  id: string;
  userId: string;
  shareableId: string;
  filterId: string | null;
  resumeId: string;
  templateId: string | null;
  /** Kept readable: the owner sees and copies it in Manage Share Links (spec 2.12). */
  securityCode: string | null;
  noindex: boolean;
  allowPdfDownload: boolean;
  viewCount: number;
  downloadCount: number;
  /** Wrong codes since the owner last set one, counted across all clients: the link locks at 18. */
  failedAttempts: number;
  lockedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** Null while the link is live (it shows the resume as it is now). */
  frozen: Frozen | null;
  /** When the owner paused it (null: not paused): visitors get the unknown link's answer until it is resumed. */
  pausedAt: Date | null;
  /** When it stops working (null: never); after it, the unknown link's answer (link-controls.ts). */
  expiresAt: Date | null;
}

/**
 * What a frozen link shows (docs/decisions/0027): a stored version of the resume (shared with every link frozen on
 * the same one) and the filter and template the link had at that moment, which later edits no longer reach.
 */
export interface Frozen {
  snapshotId: string;
  at: Date;
  filter: Filter | null;
  template: Template | null;
}

export const modeOf = (link: Pick<ShareLink, 'frozen'>): ShareLinkMode => (link.frozen ? 'frozen' : 'live');

/** Compares in constant time (both sides hashed to the same length first, so the length leaks nothing either). */
export function codesMatch(expected: string, given: string): boolean {
  const digest = (v: string) => createHash('sha256').update(v, 'utf8').digest();
  return timingSafeEqual(digest(expected), digest(given));
}

/** A new code (or none) clears the failures and the lock (the clients' counts go too): the owner's way to reopen a locked link. */
export function withNewCode(link: ShareLink, securityCode: string | null, now: Date): ShareLink {
  return { ...link, securityCode, failedAttempts: 0, lockedAt: null, updatedAt: now };
}

export function checkTemplateChosen(templateId: string | null | undefined): asserts templateId is string {
  if (!templateId) throw new DomainError('TEMPLATE_REQUIRED');
}

/** A link as its owner sees it: its filter's name (null without one, or when it is gone) and any warnings about it. */
export interface OwnedShareLink {
  link: ShareLink;
  filterName: string | null;
  warnings: ShareLinkWarning[];
}

/** UTC day and hour buckets of the analytics. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);
export const hourOf = (at: Date) => at.toISOString().slice(0, 13);
