import type { ApplicationLink } from '@resume/contracts';
import { formatNumber } from '@resume/platform';
import type { ShareManagerT } from '../locales/use-share-manager-t';
import { countsLine } from '../share-links/reading-words';

/** 'just now', '5 min ago', '2 h ago', '3 d ago', then the date: short enough for a card, in the page's language. */
export function shortAgo(t: ShareManagerT, iso: string, now: number = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  const ago = (key: string, count: number) => t(key, { count, n: formatNumber(count) });
  if (seconds < 60) return t('time.justNow');
  if (seconds < 3600) return ago('time.minutesAgo', Math.floor(seconds / 60));
  if (seconds < 86_400) return ago('time.hoursAgo', Math.floor(seconds / 3600));
  if (seconds < 30 * 86_400) return ago('time.daysAgo', Math.floor(seconds / 86_400));
  // The day as ISO writes it (YYYY-MM-DD): short, and read the same in every language.
  return t('time.onDay', { date: iso.slice(0, 10) });
}

/**
 * 'Opened 2 h ago · 3 views · 1 download' (issue 28). The time is the link's last opening as the server knows it
 * (ApplicationLink.lastOpenedAt); without one but with views it says only the counts.
 */
export function activityLabel(t: ShareManagerT, link: ApplicationLink | null, now: number = Date.now()): string {
  if (!link) return t('applications.linkDeleted');
  const counts = countsLine(t, link.viewCount, link.downloadCount);
  if (link.lastOpenedAt) return `${t('reading.opened', { ago: shortAgo(t, link.lastOpenedAt, now) })} · ${counts}`;
  return link.viewCount > 0 ? counts : `${t('reading.never')} · ${counts}`;
}
