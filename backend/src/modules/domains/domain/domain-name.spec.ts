import { normaliseCustomDomain } from './domain-name';
import { normaliseSubdomain } from './subdomain-name';

const own = { appDomain: 'resumes.example.net', appHost: 'app.example.net' };
const codeOf = (run: () => unknown): string | undefined => {
  try {
    run();
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code;
  }
};

describe('custom domain names', () => {
  it.each([
    ['CV.Example.COM', 'cv.example.com'],
    ['  cv.example.com.  ', 'cv.example.com'],
    ['bücher.de', 'xn--bcher-kva.de'],
    ['xn--bcher-kva.de', 'xn--bcher-kva.de'],
    ['пример.рф', 'xn--e1afmkfd.xn--p1ai'],
  ])('stores %s as %s', (typed, stored) => {
    expect(normaliseCustomDomain(typed, own)).toBe(stored);
  });

  it.each([
    ['a scheme', 'https://cv.example.com'],
    ['a path', 'cv.example.com/me'],
    ['a port', 'cv.example.com:8080'],
    ['an IPv4 literal', '192.168.1.10'],
    ['an IPv6 literal', '[::1]'],
    ['a bare name', 'example'],
    ['localhost', 'localhost'],
    ['a name under localhost', 'me.localhost'],
    ['the app host', 'app.example.net'],
    ['a subdomain of APP_DOMAIN', 'anna.resumes.example.net'],
    ['APP_DOMAIN itself', 'resumes.example.net'],
    ['a 300-character name', `${'a'.repeat(60)}.`.repeat(5) + 'com'],
    ['a 64-character label', `${'a'.repeat(64)}.com`],
    ['a label with a leading hyphen', '-cv.example.com'],
    ['an underscore', 'c_v.example.com'],
    ['a Cyrillic а among Latin letters', 'exаmple.com'],
    ['an empty label', 'cv..example.com'],
  ])('refuses %s', (_, typed) => {
    expect(codeOf(() => normaliseCustomDomain(typed, own))).toBe('DOMAIN_INVALID');
  });

  it('accepts names under APP_DOMAIN lookalikes that are not under it', () => {
    expect(normaliseCustomDomain('notresumes.example.net', own)).toBe('notresumes.example.net');
  });
});

describe('subdomains', () => {
  it('keeps a valid name in lower case', () => {
    expect(normaliseSubdomain(' Anna-B ')).toBe('anna-b');
  });

  it.each(['ab', 'a'.repeat(64), '-anna', 'anna-', 'an_na', 'anna.b', 'änna'])('refuses %s', (typed) => {
    expect(codeOf(() => normaliseSubdomain(typed))).toBe('SUBDOMAIN_INVALID');
  });

  it.each(['www', 'api', 'mail', 'admin', 'status', 'cdn', 'support', 'staging'])('reserves %s', (typed) => {
    expect(codeOf(() => normaliseSubdomain(typed))).toBe('SUBDOMAIN_RESERVED');
  });
});
