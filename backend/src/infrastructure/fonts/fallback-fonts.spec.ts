import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';
import { fallbackFonts, templateCoverage } from './fallback-fonts';
import { woff2CodePoints } from './woff2-cmap';

const families = (faces: { family: string; file: string }[]) => [...new Set(faces.map((f) => f.family))];

describe('script fallbacks a text needs', () => {
  it('none for Latin text, however accented', () => {
    expect(fallbackFonts.facesFor('Zoë Ångström, Łódź — Façade naïve', templateCoverage('Inter'))).toEqual([]);
  });

  it("takes a character from the family whose font has it, not from an earlier slice's range that lacks it", () => {
    // Noto Sans SC's slice 87 names U+2705 in its unicode-range and has no glyph for it: the browser moves on to
    // Noto Emoji, so the page must carry Noto Emoji's face, not only SC's.
    const faces = fallbackFonts.facesFor('Done ✅', templateCoverage('Inter'));
    expect(families(faces)).toEqual(['Noto Emoji']);
    expect(faces.map((f) => f.weight)).toEqual([400, 700]);
    const check = woff2CodePoints(fallbackFonts.file(faces[0].file) as Buffer);
    expect(check.has(0x2705)).toBe(true);
  });

  it('keeps a script in its own family: kana and kanji from Noto Sans JP, hangul from Noto Sans KR', () => {
    expect(families(fallbackFonts.facesFor('山田 太郎 シニア', templateCoverage('Lato')))).toEqual(['Noto Sans JP']);
    expect(families(fallbackFonts.facesFor('한국어', templateCoverage('Lato')))).toEqual(['Noto Sans KR']);
  });
});

describe("a WOFF2 font's characters (its cmap)", () => {
  // Formats 4 (the script subsets) and 12 (CJK and emoji slices beyond the BMP), compared with fontkit's reading.
  const dir = (pkg: string) => join(dirname(require.resolve(`@fontsource/${pkg}/package.json`)), 'files');
  const samples = ['noto-emoji', 'noto-sans-sc', 'noto-sans-arabic', 'inter'].flatMap((pkg) =>
    readdirSync(dir(pkg))
      .filter((f) => f.endsWith('-400-normal.woff2'))
      .filter((_, i) => i % 23 === 0)
      .map((f) => [f, join(dir(pkg), f)]),
  );

  it.each(samples)('reads %s as fontkit does', (_name, path) => {
    const bytes = readFileSync(path);
    const font = fontkit.create(bytes) as fontkit.Font;
    const expected = font.characterSet.filter((p) => font.glyphForCodePoint(p).id !== 0).sort((a, b) => a - b);
    expect([...woff2CodePoints(bytes)].sort((a, b) => a - b)).toEqual(expected);
  });

  it('refuses what is not a WOFF2 font', () => {
    expect(() => woff2CodePoints(Buffer.from('OTTO0000000000000000000000000000000000000000000000'))).toThrow(
      'not a WOFF2 font',
    );
  });
});
