/** Share links, the shared and public resume reads, and the public pages (spec 2.1, 2.8, 2.12, 3, 4, 7). */
import type {
  Filter,
  PublicCompleteResume,
  PublicPageChrome,
  ShareLink,
  SharedResume,
  Template,
  User,
} from './entities';

const enc = encodeURIComponent;

export const SHARING_API = {
  /** GET (list) / POST (create): paid plan. */
  shareLinks: '/api/share-links',
  /** PATCH { securityCode, noindex?, allowPdfDownload? } / DELETE: paid plan, the owner's link only. */
  shareLink: (id: string) => `/api/share-links/${enc(id)}`,
  /** POST: a frozen link shows the resume as it is now from then on (a live link becomes frozen). */
  shareLinkRefresh: (id: string) => `/api/share-links/${enc(id)}/refresh`,
  /** GET: views, unique visitors and downloads of one link, with a daily series (SHARE_ANALYTICS.days). */
  shareLinkAnalytics: (id: string) => `/api/share-links/${enc(id)}/analytics`,
  /** GET, public: 403 { requiresCode: true } while a code is needed. */
  sharedResume: (shareableId: string, code?: string) =>
    `/api/resume/shared/${enc(shareableId)}${code === undefined ? '' : `?code=${enc(code)}`}`,
  /** GET, public: a user's complete resume. */
  publicResume: (username: string) => `/api/resume/${enc(username)}`,
} as const;

/** Server-rendered public pages (readable without JavaScript). */
export const PUBLIC_PAGES = {
  publicResume: (username: string) => `/r/${enc(username)}`,
  shared: (shareableId: string) => `/s/${enc(shareableId)}`,
  /** The same page at the address the share page hands out ({origin}/r/s/{id}), and at spec 2.8's /share/{id}. */
  sharedLink: (shareableId: string) => `/r/s/${enc(shareableId)}`,
  sharedAlias: (shareableId: string) => `/share/${enc(shareableId)}`,
  /** The form of the security-code dialog posts here (same origin); 303 back to the page. */
  unlock: (shareableId: string) => `/s/${enc(shareableId)}/unlock`,
  /** The PDF of a shared resume, when its owner allows the download (counted in the link's analytics). */
  pdf: (shareableId: string) => `/s/${enc(shareableId)}/pdf`,
  /** The shared-resumes page: reads the hash fragment 'id'. */
  sharedHash: '/shared',
  /** The owner-facing link to the complete resume (spec 2.1, 2.11): see ownPageTarget. */
  ownPage: '/r',
  /** Without ?filter: a signed-in owner's preview of their complete resume; a visitor's landing page (spec 2.1). */
  ownerPreview: '/resume',
} as const;

/**
 * Where {origin}/r leads (docs/decisions/0039-owner-links.md): the signed-in owner to their public page
 * /r/{username} while it is on, else to their own preview (/resume); anyone else to sign in, and back here after.
 */
export function ownPageTarget(user: Pick<User, 'username' | 'publicPage'> | null | undefined): string {
  if (!user) return `/login?redirect=${enc(PUBLIC_PAGES.ownPage)}`;
  return user.publicPage ? PUBLIC_PAGES.publicResume(user.username) : PUBLIC_PAGES.ownerPreview;
}

/**
 * Guessing the 4-digit code (docs/decisions/0014-share-code-guessing.md): each client address waits for its own
 * wrong codes; the link's total over all clients starts a wait for every wrong code and then locks the link.
 */
export const SHARE_CODE_ATTEMPTS = {
  /** Wrong codes one client address may enter on a link before its own wait begins. */
  freeFailuresPerClient: 3,
  /** A client's first wait; it doubles with each further wait of that client. */
  firstWaitSeconds: 60,
  /** From this many wrong codes from all clients together the link is waiting: each wrong code (this one too) makes its client wait; the owner is mailed once. */
  linkWaitAfterFailures: 6,
  /** At this many wrong codes from all clients together the link locks until its owner sets a new code: 18 of 9,000 codes = 0.2 %. */
  lockAfterFailures: 18,
} as const;

/**
 * A correct code grants an HttpOnly cookie (prefix + link id) for a short time; and the note its code form leaves for the page it
 * redirects to: what the last code was (wrong, blank, or a wait), never the code (docs/decisions/0040).
 */
export const SHARE_ACCESS = {
  cookiePrefix: 'rb_share_',
  ttlMs: 30 * 60 * 1000,
  noteCookie: 'rb_code_note',
  noteTtlMs: 60 * 1000,
} as const;

export const SHARE_ANALYTICS = { days: 30 } as const;

/**
 * 'Live' shows the resume as it is now; 'Frozen' as it was when frozen (content, filter and template, the PDF too)
 * until the owner refreshes it (docs/decisions/0027-complete-rows-and-frozen-links.md).
 */
export const SHARE_LINK_MODES = ['live', 'frozen'] as const;
export type ShareLinkMode = (typeof SHARE_LINK_MODES)[number];

/**
 * Links one person keeps (live and frozen): far above what tailoring for many applications needs, and a bound on
 * the rows a stranger's account can make and on the list the share-links page loads at once.
 */
export const SHARE_LINK_LIMITS = { perUser: 100 } as const;

/**
 * Frozen versions are stored once each and count toward the owner's storage (docs/decisions/0004-limits.md): at
 * most this many distinct versions and bytes; a freeze past either answers 409 SNAPSHOT_LIMIT_REACHED.
 */
export const FROZEN_SNAPSHOTS = { perUser: 20, bytesPerUser: 10 * 1024 * 1024 } as const;

/** A share link as its owner sees it in Manage Share Links (spec 3 fields plus this product's extras). */
export interface ShareLinkDetails extends ShareLink {
  noindex: boolean;
  allowPdfDownload: boolean;
  /** Too many wrong codes: the link refuses every code until the owner sets a new one ('Locked'). */
  locked: boolean;
  failedAttempts: number;
  downloadCount: number;
  mode: ShareLinkMode;
  /** When a frozen link's version was taken (ISO time); null for a live link. */
  frozenAt: string | null;
  /**
   * Not in the spec, only in the answers of create and update, only when there is something to say:
   * PUBLIC_PAGE_ON when the link has a security code while the owner's /r/{username} page shows the same resume
   * without one (docs/decisions/0013-privacy.md). The text is MESSAGES.privacy.codedLinkButPublicPage.
   */
  warnings?: ShareLinkWarning[];
}

export type ShareLinkWarning = 'PUBLIC_PAGE_ON';

export interface ShareLinkDay {
  /** YYYY-MM-DD (UTC). */
  date: string;
  views: number;
  uniqueVisitors: number;
  downloads: number;
}

export interface ShareLinkAnalytics {
  id: string;
  /** Over the series' days; unique visitors are counted per day (no visitor identity is kept across days). */
  views: number;
  uniqueVisitors: number;
  downloads: number;
  days: ShareLinkDay[];
}

export type SharedResumeResponse = SharedResume;

export interface PublicResumeResponse extends PublicCompleteResume, PublicPageChrome {
  filter?: Filter;
  template?: Template;
}

export interface CreateShareLinkRequest {
  filterId?: string | null;
  resumeId?: string;
  templateId?: string | null;
  securityCode?: string | null;
  noindex?: boolean;
  allowPdfDownload?: boolean;
  /** 'live' when absent. */
  mode?: ShareLinkMode;
}

export interface UpdateShareLinkRequest {
  securityCode?: string | null;
  noindex?: boolean;
  allowPdfDownload?: boolean;
  /** To 'frozen': the version of now; a link already frozen keeps its version (refresh takes a new one). */
  mode?: ShareLinkMode;
}
