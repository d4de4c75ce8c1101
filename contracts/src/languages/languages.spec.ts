import {
  languageOwnName,
  matchResumeLanguage,
  preferredResumeLanguage,
  RESUME_LANGUAGES,
  resumeLanguageOf,
  textDirectionOf,
} from './languages';
import { acceptedLanguages } from '../rules/paper-size';

describe('the resume languages', () => {
  it('lists at least the languages of issue 27', () => {
    expect(RESUME_LANGUAGES).toEqual(
      expect.arrayContaining([
        ...['en', 'de', 'fr', 'es', 'pt', 'it', 'nl', 'pl', 'sv', 'tr', 'ru', 'uk', 'ar', 'he', 'fa', 'hi', 'ja'],
        ...['zh-Hans', 'zh-Hant', 'ko', 'vi', 'th', 'id'],
      ]),
    );
  });

  it.each([
    ['de-AT', 'de'],
    ['DE', 'de'],
    ['pt-BR', 'pt'],
    ['zh-CN', 'zh-Hans'],
    ['zh', 'zh-Hans'],
    ['zh-TW', 'zh-Hant'],
    ['zh-HK', 'zh-Hant'],
    ['zh-Hant-CN', 'zh-Hant'],
    ['iw', 'he'],
    ['in', 'id'],
    ['en_GB', 'en'],
  ])('matches the browser tag %s to %s', (tag, language) => {
    expect(matchResumeLanguage(tag)).toBe(language);
  });

  it.each(['el', 'xx-YY', '', '**', 'not a tag'])('matches %j to nothing', (tag) => {
    expect(matchResumeLanguage(tag)).toBeNull();
  });

  it('takes the first accepted language on the list, else English', () => {
    expect(preferredResumeLanguage(acceptedLanguages('el-GR,el;q=0.9,de-CH;q=0.8,en;q=0.5'))).toBe('de');
    expect(preferredResumeLanguage(acceptedLanguages('el-GR, ka;q=0.4'))).toBe('en');
    expect(preferredResumeLanguage(undefined)).toBe('en');
  });

  it("lets a filter's language beat the resume's, and reads an unknown one as English", () => {
    expect(resumeLanguageOf({ language: 'fr' }, { language: 'de' })).toBe('de');
    expect(resumeLanguageOf({ language: 'fr' }, { language: null })).toBe('fr');
    expect(resumeLanguageOf({ language: 'fr' })).toBe('fr');
    expect(resumeLanguageOf({})).toBe('en');
    expect(resumeLanguageOf({ language: 'klingon' }, { language: 'xx' })).toBe('en');
  });

  it('lays out Arabic, Hebrew and Persian right to left, every other language left to right', () => {
    const rtl = RESUME_LANGUAGES.filter((l) => textDirectionOf(l) === 'rtl');
    expect(rtl.sort()).toEqual(['ar', 'fa', 'he']);
    expect(textDirectionOf(undefined)).toBe('ltr');
  });

  it("names each language in that language, from Intl's CLDR names", () => {
    expect(languageOwnName('de')).toBe('Deutsch');
    expect(languageOwnName('fr')).toBe('Français');
    expect(languageOwnName('ja')).toBe('日本語');
    expect(languageOwnName('ar')).toBe('العربية');
    const names = RESUME_LANGUAGES.map(languageOwnName);
    expect(new Set(names).size).toBe(RESUME_LANGUAGES.length);
  });
});
