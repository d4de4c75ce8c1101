import { canonicalEmail, canonicalEmailOrNull, maskEmail } from './email';

const code = (typed: string) => {
  try {
    canonicalEmail(typed);
    return 'accepted';
  } catch (error) {
    return (error as { code: string }).code;
  }
};

describe('canonicalEmail', () => {
  it('trims and lower-cases an ASCII address', () => {
    expect(canonicalEmail('  Alice.Victim+CV@Example.COM ')).toBe('alice.victim+cv@example.com');
  });

  it('writes an international domain in punycode, as mail servers route it', () => {
    expect(canonicalEmail('alice@exämple.com')).toBe('alice@xn--exmple-cua.com');
    expect(canonicalEmail('alice@EXÄMPLE.com')).toBe('alice@xn--exmple-cua.com');
    expect(canonicalEmail('bob@straße.example')).toBe('bob@xn--strae-oqa.example');
    expect(canonicalEmail('bob@strasse.example')).toBe('bob@strasse.example');
  });

  it('makes the composed and decomposed spelling of one domain the same address, the unaccented one another', () => {
    const nfc = canonicalEmail('dave@café.example'.normalize('NFC'));
    expect(canonicalEmail('dave@café.example'.normalize('NFD'))).toBe(nfc);
    expect(nfc).toBe('dave@xn--caf-dma.example');
    expect(canonicalEmail('dave@cafe.example')).not.toBe(nfc);
  });

  it('maps a fullwidth domain to the ASCII domain it spells', () => {
    expect(canonicalEmail('carol@ｅｘａｍｐｌｅ.com')).toBe('carol@example.com');
  });

  it('is its own fixed point: a canonical address stays as it is', () => {
    for (const typed of ['a@xn--exmple-cua.com', 'bob@xn--strae-oqa.example', "o'neil@example.co.uk"])
      expect(canonicalEmail(canonicalEmail(typed))).toBe(canonicalEmail(typed));
  });

  it('refuses anything but printable ASCII before the @ with EMAIL_NOT_SUPPORTED', () => {
    for (const typed of [
      'josé@example.com'.normalize('NFC'),
      'josé@example.com'.normalize('NFD'),
      'straße@example.com',
      'ａlice@example.com',
      'аlice@example.com', // Cyrillic а
      'ali\u200bce@example.com',
    ])
      expect(code(typed)).toBe('EMAIL_NOT_SUPPORTED');
  });

  it('refuses what is no address, or a domain that is no host name, with INVALID_EMAIL', () => {
    for (const typed of ['', 'alice', '@example.com', 'alice@', 'alice@ex%41mple.com', 'alice@a b.com', 'a@xn--zz.com'])
      expect(code(typed)).toBe('INVALID_EMAIL');
    expect(code(`${'a'.repeat(64)}@${'ä'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.com`)).toBe('INVALID_EMAIL');
    expect(canonicalEmailOrNull('josé@example.com')).toBeNull();
  });

  it('keeps the domain readable when masking', () => {
    expect(maskEmail('alice@xn--exmple-cua.com')).toBe('a***@xn--exmple-cua.com');
  });
});
