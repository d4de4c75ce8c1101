import { catalogueProblems, interpolate, lookupText } from './catalogue';
import { CHROME_CATALOGUES, chromeEn } from './chrome';
import {
  acceptLanguagePreferences,
  languageDirection,
  languageFromCookieHeader,
  LANGUAGES,
  pickLanguage,
} from './languages';

describe('catalogue check', () => {
  const en = { a: 'Hello {{name}}', nested: { b: 'Two', c: 'Three' } };

  it('passes a translation with the same keys and placeholders', () => {
    expect(catalogueProblems(en, { a: 'Hallo {{name}}', nested: { b: 'Zwei', c: 'Drei' } })).toEqual([]);
  });

  it('names a missing key, an extra key, other placeholders and an empty text', () => {
    expect(catalogueProblems(en, { a: 'Hallo {{who}}', nested: { b: ' ', d: 'Vier' } })).toEqual([
      'placeholders of a: {who} instead of {name}',
      'empty text at nested.b',
      'missing key nested.c',
      'extra key nested.d',
    ]);
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))('the chrome catalogue in %s is complete', (language) => {
    expect(catalogueProblems(chromeEn, CHROME_CATALOGUES[language])).toEqual([]);
  });
});

describe('texts', () => {
  it('interpolates and leaves a missing value visible', () => {
    expect(interpolate('© {{year}} {{product}}.', { year: 2026 })).toBe('© 2026 {{product}}.');
  });

  it('looks a dotted key up, and answers the key when there is none', () => {
    expect(lookupText(CHROME_CATALOGUES.de, 'footer.copyright', { year: 2026, product: 'ResumeBuilder' })).toBe(
      '© 2026 ResumeBuilder. Alle Rechte vorbehalten.',
    );
    expect(lookupText(chromeEn, 'footer.nothing')).toBe('footer.nothing');
  });

  it('references the spec messages instead of copying them', () => {
    expect(chromeEn.footer.description).toBe('Resume creation and sharing for busy professionals');
  });
});

describe('language detection', () => {
  it('picks the first shipped language of the preferences, by primary subtag, else English', () => {
    expect(pickLanguage(['fr-FR', 'de-AT', 'en'])).toBe('de');
    expect(pickLanguage(['ar-EG'])).toBe('ar');
    expect(pickLanguage(['ja', 'zh-CN'])).toBe('en');
    expect(pickLanguage([])).toBe('en');
  });

  it('orders Accept-Language by q and drops q=0, wildcards and junk', () => {
    expect(acceptLanguagePreferences('en;q=0.5, de-DE, ar;q=0.8, fr;q=0, *;q=0.1, ;;, x_y')).toEqual([
      'de-DE',
      'ar',
      'en',
    ]);
    expect(pickLanguage(acceptLanguagePreferences('fr-CH, fr;q=0.9, de;q=0.7, en;q=0.5'))).toBe('de');
    expect(acceptLanguagePreferences(undefined)).toEqual([]);
  });

  it('reads the choice cookie when it names a shipped language', () => {
    expect(languageFromCookieHeader('rb_session=x; rb_lang=ar')).toBe('ar');
    expect(languageFromCookieHeader('rb_lang=fr')).toBeNull();
    expect(languageFromCookieHeader(undefined)).toBeNull();
  });

  it('writes Arabic, Hebrew and Persian right to left', () => {
    expect(['ar', 'he-IL', 'fa', 'de', 'en'].map(languageDirection)).toEqual(['rtl', 'rtl', 'rtl', 'ltr', 'ltr']);
  });
});
