import { schemaDate, schemaEmail, schemaUri, splitExpected } from './json-resume-values';

// Whether ajv (the schema's own validator) accepts these is proven in test/json-resume-official.e2e-spec.ts: the
// domain stays plain TypeScript.

describe('JSON Resume values', () => {
  it.each([
    ['example.com', 'https://example.com'],
    ['  http://Example.com/Path  ', 'http://Example.com/Path'],
    ['//cdn.example.org/x', 'https://cdn.example.org/x'],
    ['example.com:8080/p?q=1&r=2#top', 'https://example.com:8080/p?q=1&r=2#top'],
    ['example.com/a b', 'https://example.com/a%20b'],
    ['example.com/a|b^c{d}[e]', 'https://example.com/a%7Cb%5Ec%7Bd%7D%5Be%5D'],
    ['example.com/100%', 'https://example.com/100%25'],
    ['example.com/a#b#c', 'https://example.com/a#b%23c'],
    ['münchen.de', 'https://xn--mnchen-3ya.de/'],
    ['example.com/ü?q=ä', 'https://example.com/%C3%BC?q=%C3%A4'],
  ])('%j exports as the uri %j', (stored, exported) => {
    expect(schemaUri(stored)).toBe(exported);
  });

  it('leaves out what is no web link', () => {
    expect(schemaUri(null)).toBeUndefined();
    expect(schemaUri('  ')).toBeUndefined();
    expect(schemaUri('ftp://example.com')).toBeUndefined();
    expect(schemaUri('https://exa mple.com')).toBeUndefined();
  });

  it('writes an accented e-mail domain in punycode and leaves out what the schema cannot hold', () => {
    expect(schemaEmail('jane@example.com')).toBe('jane@example.com');
    expect(schemaEmail('jane@bücher.de')).toBe('jane@xn--bcher-kva.de');
    expect(schemaEmail('jöns@example.com')).toBeUndefined();
  });

  it("keeps the schema's dates and splits 'Expected 2027'", () => {
    expect(schemaDate('2024-03')).toBe('2024-03');
    expect(schemaDate('2019')).toBe('2019');
    expect(schemaDate('0999')).toBeUndefined();
    expect(schemaDate(null)).toBeUndefined();
    expect(splitExpected('Expected 2027')).toEqual({ date: '2027', expected: true });
    expect(splitExpected('2023')).toEqual({ date: '2023', expected: false });
    expect(splitExpected(null)).toEqual({ date: undefined, expected: false });
  });
});
