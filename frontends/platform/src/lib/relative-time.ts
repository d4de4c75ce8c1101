const UNITS: [limitSeconds: number, secondsPerUnit: number, unit: string][] = [
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
 */
export function relativeTime(date: Date | string | number, now: Date | number = Date.now()): string {
  const then = new Date(date).getTime();
  if (Number.isNaN(then)) return '';
  const diffSeconds = Math.round((Number(now) - then) / 1000);
  const abs = Math.abs(diffSeconds);
  if (abs < 45) return 'just now';
  for (const [limit, per, unit] of UNITS) {
    if (abs < limit) {
      const value = Math.max(1, Math.floor(abs / per));
      const label = `${value} ${unit}${value === 1 ? '' : 's'}`;
      return diffSeconds >= 0 ? `${label} ago` : `in ${label}`;
    }
  }
  return '';
}
