/**
 * Values as the JSON Resume schema wants them (format "uri", "email", its iso8601 pattern). What people type here is
 * looser: a link without a scheme ("example.com", shown as https://example.com, spec 2.8), an address with accents,
 * an education end 'Expected 2027'. The export writes each in the schema's form so any validator or theme accepts it.
 */

/** The schema's iso8601 definition: a year, a month or a day, years 1000-2999. */
const SCHEMA_DATE = /^([1-2][0-9]{3}-[0-1][0-9]-[0-3][0-9]|[1-2][0-9]{3}-[0-1][0-9]|[1-2][0-9]{3})$/;

/** RFC 3986 characters outside the host: unreserved, sub-delims, ':', '@', '/', '?' and a valid %XX. */
const URI_TEXT = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9A-Fa-f]{2})*$/;
/** An http(s) link spelled entirely in RFC 3986 characters: written as the person typed it. */
const PLAIN_URI = /^https?:\/\/([A-Za-z0-9.-]+)(:\d{1,5})?(?<rest>[/?#].*)?$/i;

/** Percent-encodes what RFC 3986 does not allow in a path, query or fragment ('|', '^', '{', '[', a stray '%'...). */
function encodeStrict(text: string): string {
  return text.replace(/%(?![0-9A-Fa-f]{2})/g, '%25').replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@/?%]/gu, (c) => {
    return encodeURIComponent(c);
  });
}

function isPlainUri(value: string): boolean {
  const match = PLAIN_URI.exec(value);
  if (!match) return false;
  const rest = match.groups?.rest ?? '';
  const [beforeHash, ...hashes] = rest.split('#');
  return hashes.length <= 1 && URI_TEXT.test(beforeHash) && URI_TEXT.test(hashes[0] ?? '');
}

/** 'example.com' -> 'https://example.com' (as the shared view links it); '//x.org' -> 'https://x.org'. */
function withScheme(value: string): string {
  // 'example.com:8080/p' has no scheme even though it reads like 'scheme:rest'; a real one is followed by '//'.
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return value;
  return value.startsWith('//') ? `https:${value}` : `https://${value}`;
}

/**
 * A stored link as a schema "uri": the person's spelling when it already is one, else the same address with an
 * ASCII host (punycode) and the other characters percent-encoded. Undefined for what is no http(s) link at all.
 */
export function schemaUri(raw: string | null | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  const prefixed = withScheme(value);
  if (isPlainUri(prefixed)) return prefixed;
  let url: URL;
  try {
    url = new URL(prefixed);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const login = url.username
    ? `${encodeStrict(url.username)}${url.password ? `:${encodeStrict(url.password)}` : ''}@`
    : '';
  const hash = url.hash ? `#${encodeStrict(url.hash.slice(1))}` : '';
  return `${url.protocol}//${login}${url.host}${encodeStrict(url.pathname)}${encodeStrict(url.search)}${hash}`;
}

/** The schema's "email" format is ASCII: an accented domain is written in punycode; an accented local part cannot be. */
const ASCII_EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

export function schemaEmail(email: string): string | undefined {
  const at = email.lastIndexOf('@');
  if (at < 1) return undefined;
  let domain: string;
  try {
    domain = new URL(`http://${email.slice(at + 1)}`).hostname;
  } catch {
    return undefined;
  }
  const ascii = `${email.slice(0, at)}@${domain}`;
  return ASCII_EMAIL.test(ascii) ? ascii : undefined;
}

/** A date the schema's pattern accepts, else undefined (this product allows any four digits as a year). */
export function schemaDate(value: string | null | undefined): string | undefined {
  return value && SCHEMA_DATE.test(value) ? value : undefined;
}

/** Education ends may read 'Expected 2027': the schema gets the year, the word travels as an extension flag. */
export function splitExpected(value: string | null): { date: string | undefined; expected: boolean } {
  const match = value ? /^Expected (\d{4})$/.exec(value) : null;
  return match ? { date: schemaDate(match[1]), expected: true } : { date: schemaDate(value), expected: false };
}
