import type { ShareLinkDetails, ShareLinkReading } from '@resume/contracts';
import { formatNumber } from '@resume/platform';
import { ago, type ShareManagerT } from '../locales/use-share-manager-t';

/** '1 min 20 s', '2 h 5 min', '45 s', in the page's language. */
function duration(text: ShareManagerT, seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return text('time.seconds', { s: formatNumber(s) });
  const minutes = Math.floor(s / 60);
  if (minutes < 60)
    return s % 60
      ? text('time.minutesSeconds', { m: formatNumber(minutes), s: formatNumber(s % 60) })
      : text('time.minutes', { m: formatNumber(minutes) });
  const hours = Math.floor(minutes / 60);
  return minutes % 60
    ? text('time.hoursMinutes', { h: formatNumber(hours), m: formatNumber(minutes % 60) })
    : text('time.hours', { h: formatNumber(hours) });
}

/** '3 views · 1 download' (Arabic's six plural forms from i18next's plural keys). */
export function countsLine(text: ShareManagerT, views: number, downloads: number): string {
  return [
    text('reading.views', { count: views, n: formatNumber(views) }),
    text('reading.downloads', { count: downloads, n: formatNumber(downloads) }),
  ].join(' · ');
}

/** 'Opened 2 hours ago · 3 views · 1 download' (or 'Not opened yet · …'), docs/decisions/0053-read-notices.md. */
export function openedLine(
  text: ShareManagerT,
  link: Pick<ShareLinkDetails, 'viewCount' | 'downloadCount'>,
  reading: ShareLinkReading | undefined,
  now: number = Date.now(),
): string {
  const opened = reading?.lastOpenedAt
    ? text('reading.opened', { ago: ago(text, reading.lastOpenedAt, now) })
    : text('reading.never');
  return `${opened} · ${countsLine(text, link.viewCount, link.downloadCount ?? 0)}`;
}

/** '1 min 20 s average · 4 min total read · read to 80 %', or null before any visit sent its reading. */
export function timeReadLine(text: ShareManagerT, reading: ShareLinkReading | undefined): string | null {
  if (!reading || reading.readVisits === 0) return null;
  const average = duration(text, reading.readSeconds / reading.readVisits);
  const parts = [text('reading.timeRead', { average, total: duration(text, reading.readSeconds) })];
  if (reading.averageDepth !== null) parts.push(text('reading.depth', { percent: formatNumber(reading.averageDepth) }));
  return parts.join(' · ');
}
