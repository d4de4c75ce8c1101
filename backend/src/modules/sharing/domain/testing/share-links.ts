import type { ShareLink } from '../share-link';

/** A live, uncoded, open link of user u1 made at `at`, with the settings a test changes. */
export const aShareLink = (at: Date, settings: Partial<ShareLink> = {}): ShareLink => ({
  id: 'l1',
  userId: 'u1',
  shareableId: 's1',
  filterId: null,
  resumeId: 'r1',
  templateId: null,
  securityCode: null,
  noindex: false,
  allowPdfDownload: false,
  viewCount: 0,
  downloadCount: 0,
  failedAttempts: 0,
  lockedAt: null,
  createdAt: at,
  updatedAt: at,
  frozen: null,
  pausedAt: null,
  expiresAt: null,
  ...settings,
});
