import { FONTS, type Font } from '@resume/contracts';
import { FONT_FILES_VERSION } from '@resume/resume-view';
import { createHash } from 'node:crypto';
import { fallbackFonts } from './fallback-fonts';
import { TemplateFonts, templateFonts } from './template-fonts';

/** Weights 300-700 each family has in its @fontsource package (Lato has no 500 or 600, Playfair Display no 300). */
const WEIGHTS: Record<Font, number[]> = {
  Inter: [300, 400, 500, 600, 700],
  Roboto: [300, 400, 500, 600, 700],
  'Open Sans': [300, 400, 500, 600, 700],
  Lato: [300, 400, 700],
  Montserrat: [300, 400, 500, 600, 700],
  'Source Sans 3': [300, 400, 500, 600, 700],
  Raleway: [300, 400, 500, 600, 700],
  'Work Sans': [300, 400, 500, 600, 700],
  'Playfair Display': [400, 500, 600, 700],
  Merriweather: [300, 400, 500, 600, 700],
};

describe('template fonts', () => {
  it('names its content and the script fallbacks in FONT_FILES_VERSION (a package upgrade or a CSS change needs the new value)', () => {
    const version = createHash('sha256')
      .update(templateFonts.contentHash())
      .update(fallbackFonts.contentHash())
      .digest('hex')
      .slice(0, 12);
    expect(`FONT_FILES_VERSION = '${version}'`).toBe(`FONT_FILES_VERSION = '${FONT_FILES_VERSION}'`);
  });

  it.each(FONTS)('has every weight 300-700 of %s, upright, latin and latin-ext, each file a woff2', (font) => {
    const faces = templateFonts.faces(font);
    expect([...new Set(faces.map((f) => f.weight))]).toEqual(WEIGHTS[font]);
    expect(faces.map((f) => f.subset).sort()).toEqual(WEIGHTS[font].flatMap(() => ['latin', 'latin-ext']).sort());
    for (const face of faces) {
      expect(face.file).toMatch(/^[a-z0-9-]+-(latin|latin-ext)-[3-7]00-normal\.woff2$/);
      expect(face.unicodeRange).toMatch(/^U\+/);
      expect(templateFonts.file(face.file)?.subarray(0, 4).toString('latin1')).toBe('wOF2');
    }
  });

  it('writes one @font-face per face with its unicode-range and the display asked for', () => {
    const css = templateFonts.stylesheet('Lato', (file) => `/f/${file}`, 'swap');
    const rules = css.split('\n');
    expect(rules).toHaveLength(6);
    expect(rules[0]).toBe(
      "@font-face{font-family:'Lato';font-style:normal;font-display:swap;font-weight:300;" +
        "src:url(/f/lato-latin-300-normal.woff2) format('woff2');unicode-range:U+0000-00FF,U+0131,U+0152-0153," +
        'U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,' +
        'U+2215,U+FEFF,U+FFFD}',
    );
    expect(templateFonts.stylesheet('Lato', (file) => file, 'block')).toContain('font-display:block');
  });

  it('gives out no other file: other weights, italics, other subsets, woff, paths', () => {
    for (const name of [
      'inter-latin-800-normal.woff2',
      'inter-latin-400-italic.woff2',
      'inter-cyrillic-400-normal.woff2',
      'inter-latin-400-normal.woff',
      '../package.json',
      '../../react/index.js',
      'metadata.json',
      '',
    ])
      expect([name, templateFonts.file(name)]).toEqual([name, null]);
  });

  it('reads nothing until asked (a missing package shows at first use, not at start-up)', () => {
    const asked: Font[] = [];
    const fonts = new TemplateFonts((font) => {
      asked.push(font);
      return '/nonexistent';
    });
    expect(asked).toEqual([]);
    expect(() => fonts.faces('Inter')).toThrow(/ENOENT/);
  });
});
