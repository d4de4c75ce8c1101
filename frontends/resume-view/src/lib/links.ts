/**
 * Links in a resume come from users, so only http, https and mailto survive; anything else (javascript:, data:,
 * vbscript:, ...) is rendered as plain text. Bare addresses get https:// (spec 2.8).
 */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const ALLOWED = new Set(['http', 'https', 'mailto']);

export function safeHref(raw: string | null | undefined): string | null {
  if (!raw) return null;
  // Control characters and whitespace inside a scheme are a classic way to smuggle "java\tscript:".
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  const value = raw.trim().replace(/[\u0000-\u001f\u007f]/g, '');
  if (!value) return null;
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (scheme) return ALLOWED.has(scheme) ? value : null;
  if (value.startsWith('//')) return `https:${value}`;
  if (value.startsWith('/') || value.startsWith('#')) return null;
  return `https://${value}`;
}

/** What a reader sees for a link: without the scheme and a trailing slash. */
export function displayUrl(raw: string): string {
  return raw
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/^mailto:/i, '')
    .replace(/\/$/, '');
}

/** Image addresses: http and https only. */
export function safeImageSrc(raw: string | null | undefined): string | null {
  const href = safeHref(raw);
  return href && /^https?:/i.test(href) ? href : null;
}
