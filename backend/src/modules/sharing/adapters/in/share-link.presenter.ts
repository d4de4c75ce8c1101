import type { ShareLinkDetails } from '@resume/contracts';
import { isExpired } from '../../domain/link-controls';
import { modeOf, type OwnedShareLink } from '../../domain/share-link';

/** A share link as the API shows it to its owner (contracts' ShareLinkDetails); `warnings` only when there are some. */
export function toShareLinkJson({ link, filterName, warnings }: OwnedShareLink, now = new Date()): ShareLinkDetails {
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
    mode: modeOf(link),
    frozenAt: link.frozen?.at.toISOString() ?? null,
    paused: link.pausedAt !== null,
    expiresAt: link.expiresAt?.toISOString() ?? null,
    expired: isExpired(link, now),
    ...(warnings.length ? { warnings } : {}),
  };
}
