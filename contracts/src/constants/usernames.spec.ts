import * as api from '../api';
import { isReservedUsername, RESERVED_USERNAMES } from './usernames';

/** Every word of every path the contracts name (their *_API and *_PAGES), as a name could shadow it. */
function routeWords(): string[] {
  const words = new Set<string>();
  const visit = (value: unknown) => {
    const path = typeof value === 'function' ? (value as (...a: string[]) => unknown)('x', 'x') : value;
    if (typeof path === 'string' && path.startsWith('/')) {
      for (const word of path.split(/[?#]/)[0].split('/')) if (/^[a-z][a-z0-9-]{2,}$/.test(word)) words.add(word);
    } else if (path && typeof path === 'object') Object.values(path).forEach(visit);
  };
  for (const [name, value] of Object.entries(api)) if (/_(API|PAGES)$/.test(name)) visit(value);
  return [...words];
}

describe('reserved usernames and subdomains (issue 24)', () => {
  it('reserve every word of the routes the contracts name', () => {
    const words = routeWords();
    expect(words).toEqual(expect.arrayContaining(['linkedin', 'webhooks', 'stripe', 'domains', 'share-links']));
    expect(words.filter((w) => !isReservedUsername(w))).toEqual([]);
  });

  it.each(['autodiscover', 'sso', 'vpn', 'www1', 'www12', 'ns3', 'mx1', 'mail2', 'confirm-email', 'WWW1', ' sso '])(
    'reserves %s',
    (name) => expect(isReservedUsername(name)).toBe(true),
  );

  it.each(['xn--80ak6aa92e', 'xn--pple-43d', 'xn--abc', 'ab--cd', 'zz--top'])(
    'reserves the IDNA-reserved label %s (punycode look-alikes)',
    (name) => expect(isReservedUsername(name)).toBe(true),
  );

  it.each(['ada', 'ada-lovelace', 'a-b-c', 'www-fan', 'wwwx', 'ns-one', 'abc--d'])('leaves %s free', (name) =>
    expect(isReservedUsername(name)).toBe(false),
  );

  it('lists each name once, in lower case', () => {
    expect(new Set(RESERVED_USERNAMES).size).toBe(RESERVED_USERNAMES.length);
    expect(RESERVED_USERNAMES.filter((n) => n !== n.toLowerCase())).toEqual([]);
  });
});
