/**
 * Knowing when a share link is read (issue 28 point 3, docs/decisions/0053-read-notices.md): the owner's first-open
 * notice (an e-mail and an in-app notice), and per visit the time the page was visible and how far it was read,
 * sent by the public page's small script. Nothing identifies the visitor: no cookie, no fingerprint, a random visit id.
 */
const enc = encodeURIComponent;

export const READING_API = {
  /** GET, the owner: ShareLinkReading[] for their links that have any (opened, read, or notices turned off). */
  shareLinksReading: '/api/share-links/reading',
  /** PATCH { notifyOnOpen }: the owner's link only (404 otherwise). */
  shareLinkNotices: (id: string) => `/api/share-links/${enc(id)}/read-notices`,
  /** GET: ReadNoticesResponse (the account's switch and the unread notices, newest first). */
  notices: '/api/read-notices',
  /** POST { ids? }: marks those (all when absent) as read; 204. */
  noticesRead: '/api/read-notices/read',
  /** PATCH { notifyOnOpen }: the account's switch (both the e-mail and the in-app notice). */
  noticeSettings: '/api/read-notices/settings',
} as const;

/** POST, public (the page's beacon): form fields t (the visit token), s (seconds visible), d (depth %). 204. */
export const readBeaconPath = (shareableId: string) => `/s/${enc(shareableId)}/read`;

export const READING_LIMITS = {
  /** Time visible is clamped to this (and to the time since the page was served). */
  maxSeconds: 2 * 60 * 60,
  /** A visit token is taken for this long after the page was served. */
  tokenTtlMs: 3 * 60 * 60 * 1000,
  /** Beacons one visit may send (each carries the totals so far; the largest are kept). */
  beaconsPerVisit: 20,
  /** Beacons one client address may send per window, whatever the visit. */
  beaconsPerClient: { limit: 120, windowMs: 60 * 1000 },
  /** Unread notices listed at most. */
  noticesListed: 50,
  /** Ids one 'mark read' may name. */
  idsPerMarkRead: 100,
} as const;

/**
 * Link unfurlers, mail scanners, crawlers and headless browsers: their requests are neither a view nor an open
 * (the one list; matched case-insensitively anywhere in the User-Agent).
 */
export const UNFURLER_AGENTS: readonly string[] = [
  'slackbot',
  'slack-imgproxy',
  'linkedinbot',
  'twitterbot',
  'facebookexternalhit',
  'facebookcatalog',
  'meta-externalagent',
  'googlebot',
  'google-inspectiontool',
  'googleother',
  'adsbot-google',
  'bingbot',
  'bingpreview',
  'duckduckbot',
  'yandexbot',
  'baiduspider',
  'applebot',
  'discordbot',
  'telegrambot',
  'whatsapp',
  'skypeuripreview',
  'microsoftpreview',
  'ms office',
  'ms-office',
  'microsoft office existence',
  'microsoft office',
  'outlook',
  'iframely',
  'embedly',
  'pinterestbot',
  'redditbot',
  'mastodon',
  'bluesky',
  'cardyb',
  'vkshare',
  'viber',
  'snapchat',
  'proofpoint',
  'mimecast',
  'barracuda',
  'forcepoint',
  'symantec',
  'trendmicro',
  'cisco',
  'ironport',
  'sophos',
  'fireeye',
  'paloalto',
  'zscaler',
  'safelinks',
  'headlesschrome',
  'phantomjs',
  'puppeteer',
  'playwright',
  'selenium',
  'python-requests',
  'python-urllib',
  'curl/',
  'wget/',
  'go-http-client',
  'okhttp',
  'axios/',
  'node-fetch',
  'java/',
  'libwww-perl',
  'bot/',
  'bot;',
  'crawler',
  'spider',
  'preview',
];

/** An unfurler, scanner or robot (UNFURLER_AGENTS), or no User-Agent at all. */
export function isUnfurler(userAgent: string | undefined | null): boolean {
  const ua = (userAgent ?? '').toLowerCase();
  if (!ua.trim()) return true;
  return UNFURLER_AGENTS.some((agent) => ua.includes(agent));
}

/** One link's reading, as its owner sees it in Manage Share Links. */
export interface ShareLinkReading {
  /** The share link's id. */
  id: string;
  /** ISO times of the first and the latest counted open (a view by someone other than the owner, not a robot). */
  firstOpenedAt: string | null;
  lastOpenedAt: string | null;
  /** Notices for this link (the e-mail and the in-app notice of its first open); on by default. */
  notifyOnOpen: boolean;
  /** Visits whose page sent its reading (visits without JavaScript are views, not here). */
  readVisits: number;
  /** Seconds visible over those visits (each at most READING_LIMITS.maxSeconds). */
  readSeconds: number;
  /** The mean of the visits' deepest point read, 0-100 (null without any). */
  averageDepth: number | null;
}

export type ReadNoticeKind = 'firstOpen';

export interface ReadNotice {
  id: string;
  kind: ReadNoticeKind;
  shareLinkId: string;
  shareableId: string;
  /** The link's filter name when it was opened (null: the complete resume). */
  linkName: string | null;
  /** ISO time of the open. */
  at: string;
}

export interface ReadNoticesResponse {
  /** The account's switch: off, no link sends an e-mail or a notice. */
  notifyOnOpen: boolean;
  unread: ReadNotice[];
}
