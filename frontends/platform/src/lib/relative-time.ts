import { currentLanguage, i18n } from '../i18n/instance';

const UNITS: [limitSeconds: number, secondsPerUnit: number, unit: Intl.RelativeTimeFormatUnit][] = [
  [60, 1, 'second'],
  [3600, 60, 'minute'],
  [86_400, 3600, 'hour'],
  [2_592_000, 86_400, 'day'],
  [31_536_000, 2_592_000, 'month'],
  [Infinity, 31_536_000, 'year'],
];

/**
 * The standard 'x minutes/hours/days ago' scale (spec 9): 'just now' under a minute, then
 * '1 minute ago', '5 hours ago', '3 days ago', '2 months ago', '1 year ago'. Future dates read 'in x ...'.
 * In the page's language through Intl.RelativeTimeFormat ('vor 5 Stunden', 'قبل 5 ساعات').
 */
export function relativeTime(
  date: Date | string | number,
  now: Date | number = Date.now(),
  language: string = currentLanguage(),
): string {
  const then = new Date(date).getTime();
  if (Number.isNaN(then)) return '';
  const diffSeconds = Math.round((Number(now) - then) / 1000);
  const abs = Math.abs(diffSeconds);
  if (abs < 45) return i18n.t('platform:time.justNow', { lng: language });
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
  for (const [limit, per, unit] of UNITS) {
    if (abs < limit) {
      const value = Math.max(1, Math.floor(abs / per));
      return format.format(diffSeconds >= 0 ? -value : value, unit);
    }
  }
  return '';
}
