import type { ShareLinkDetails } from '@resume/contracts';

/** A live, uncoded link as the list answers it, with the fields a test changes. */
export const aShareLink = (settings: Partial<ShareLinkDetails> = {}): ShareLinkDetails => ({
  id: 'l1',
  shareableId: 'abc123',
  filterId: null,
  resumeId: 'r1',
  templateId: 't1',
  securityCode: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  viewCount: 0,
  filter: null,
  noindex: false,
  allowPdfDownload: false,
  locked: false,
  failedAttempts: 0,
  downloadCount: 0,
  mode: 'live',
  frozenAt: null,
  paused: false,
  expiresAt: null,
  expired: false,
  ...settings,
});
