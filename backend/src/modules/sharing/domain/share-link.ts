import { createHash, timingSafeEqual } from 'node:crypto';
import { SHARE_CODE_ATTEMPTS } from '@resume/contracts';
import type { ShareLinkDetails } from '@resume/contracts';
import { DomainError } from '../../../shared/domain/domain-error';

/** A share link (spec 3) with the code-guessing defence and the owner's choices (docs/decisions/0011-sharing.md). */
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
  /** Wrong codes since the owner last set one, counted across all clients. */
  failedAttempts: number;
  waitUntil: Date | null;
  lockedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export type CodeGate = { state: 'open' } | { state: 'locked' } | { state: 'waiting'; retryAfterSeconds: number };

/** Whether the link takes a code attempt now: locked and waiting links refuse even the right code. */
export function codeGate(link: Pick<ShareLink, 'lockedAt' | 'waitUntil'>, now: Date): CodeGate {
  if (link.lockedAt) return { state: 'locked' };
  if (link.waitUntil && link.waitUntil.getTime() > now.getTime()) {
    return { state: 'waiting', retryAfterSeconds: Math.ceil((link.waitUntil.getTime() - now.getTime()) / 1000) };
  }
  return { state: 'open' };
}

/** The state after one more wrong code: a wait of 60 s * 2^(n-5) from the 5th failure on, a lock at the 20th. */
export function afterFailure(failedAttempts: number, now: Date): Pick<ShareLink, 'failedAttempts' | 'waitUntil' | 'lockedAt'> {
  const n = failedAttempts + 1;
  if (n >= SHARE_CODE_ATTEMPTS.lockAfterFailures) return { failedAttempts: n, waitUntil: null, lockedAt: now };
  if (n < SHARE_CODE_ATTEMPTS.freeFailures) return { failedAttempts: n, waitUntil: null, lockedAt: null };
  const waitMs = SHARE_CODE_ATTEMPTS.firstWaitSeconds * 1000 * 2 ** (n - SHARE_CODE_ATTEMPTS.freeFailures);
  return { failedAttempts: n, waitUntil: new Date(now.getTime() + waitMs), lockedAt: null };
}

/** Compares in constant time (both sides hashed to the same length first, so the length leaks nothing either). */
export function codesMatch(expected: string, given: string): boolean {
  const digest = (v: string) => createHash('sha256').update(v, 'utf8').digest();
  return timingSafeEqual(digest(expected), digest(given));
}

/** A new code (or none) clears the failures and the lock: the owner's way to reopen a locked link. */
export function withNewCode(link: ShareLink, securityCode: string | null, now: Date): ShareLink {
  return { ...link, securityCode, failedAttempts: 0, waitUntil: null, lockedAt: null, updatedAt: now };
}

export function checkTemplateChosen(templateId: string | null | undefined): asserts templateId is string {
  if (!templateId) throw new DomainError('TEMPLATE_REQUIRED');
}

export function toShareLinkJson(link: ShareLink, filterName: string | null): ShareLinkDetails {
  return {
    id: link.id,
    shareableId: link.shareableId,
    filterId: link.filterId,
    resumeId: link.resumeId,
    templateId: link.templateId,
    securityCode: link.securityCode,
    createdAt: link.createdAt.toISOString(),
    viewCount: link.viewCount,
    filter: link.filterId && filterName !== null ? { name: filterName } : null,
    noindex: link.noindex,
    allowPdfDownload: link.allowPdfDownload,
    locked: link.lockedAt !== null,
    failedAttempts: link.failedAttempts,
    downloadCount: link.downloadCount,
  };
}

/** UTC day and hour buckets of the analytics. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);
export const hourOf = (at: Date) => at.toISOString().slice(0, 13);
