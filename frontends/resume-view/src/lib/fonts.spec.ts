import { FONTS } from '@resume/contracts';
import { FONT_FILES_VERSION, fontStylesheetHref, needsFallbackFonts } from './fonts';

describe('fontStylesheetHref', () => {
  it('points every template font at the app itself, under the versioned path, never at a font service', () => {
    expect(FONTS.map(fontStylesheetHref)).toEqual([
      `/fonts/${FONT_FILES_VERSION}/inter.css`,
      `/fonts/${FONT_FILES_VERSION}/roboto.css`,
      `/fonts/${FONT_FILES_VERSION}/open-sans.css`,
      `/fonts/${FONT_FILES_VERSION}/lato.css`,
      `/fonts/${FONT_FILES_VERSION}/montserrat.css`,
      `/fonts/${FONT_FILES_VERSION}/source-sans-3.css`,
      `/fonts/${FONT_FILES_VERSION}/raleway.css`,
      `/fonts/${FONT_FILES_VERSION}/work-sans.css`,
      `/fonts/${FONT_FILES_VERSION}/playfair-display.css`,
      `/fonts/${FONT_FILES_VERSION}/merriweather.css`,
    ]);
    expect(FONT_FILES_VERSION).toMatch(/^[0-9a-f]{12}$/);
  });

  it('links nothing for a name that is not a template font', () => {
    for (const name of ['Comic Sans MS', 'inter', '../inter', '', null, undefined])
      expect([name, fontStylesheetHref(name)]).toEqual([name, null]);
  });
});

describe('needsFallbackFonts', () => {
  it('is false for Latin text with accents, punctuation, currency and ™: a Latin preview loads no extra byte', () => {
    expect(needsFallbackFonts('Zoë Ångström, Łódź — “Façade” naïve Øresund 5 € £ ™ …')).toBe(false);
  });

  it('is true for any script a template font lacks, and for emoji', () => {
    for (const text of [
      '山田 太郎',
      'ليلى',
      'נועה',
      'Мария',
      'Γιώργος',
      'Nguyễn',
      'हिन्दी',
      'ไทย',
      '한국어',
      'Done ✅',
      '🚀',
    ]) {
      expect([text, needsFallbackFonts(text)]).toEqual([text, true]);
    }
  });
});
