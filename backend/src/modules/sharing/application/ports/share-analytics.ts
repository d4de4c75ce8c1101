import type { ShareLinkDay } from '@resume/contracts';

/** Views (one per visitor-hour), unique visitors (a daily-salted hash) and PDF downloads per link and day. */
export abstract class ShareAnalytics {
  /** Counts a view unless this visitor was counted for the link in this hour; true when counted. */
  abstract recordView(linkId: string, visitorHash: string, at: Date): Promise<boolean>;
  abstract recordDownload(linkId: string, at: Date): Promise<void>;
  /** One entry per day that has any activity, from `fromDay` (YYYY-MM-DD) on. */
  abstract days(linkId: string, fromDay: string): Promise<ShareLinkDay[]>;
  /** Deletes the per-visit rows of days before `day` (YYYY-MM-DD); the links' own totals stay. Returns how many. */
  abstract deleteVisitsBefore(day: string): Promise<number>;
}

/** A random salt per UTC day, the same on every replica; the salts of past days are deleted. */
export abstract class VisitorSalts {
  abstract forDay(day: string): Promise<string>;
}
