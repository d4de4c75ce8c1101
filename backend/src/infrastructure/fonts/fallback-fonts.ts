import { DEFAULT_FONT, type Font } from '@resume/contracts';
import { FALLBACK_FONTS, fontSlug, type FallbackFont } from '@resume/resume-view';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { templateFonts } from './template-fonts';
import { codePointsOutside, parseUnicodeRange, type CodeRange } from './unicode-range';
import { woff2CodePoints } from './woff2-cmap';

/**
 * The script fallbacks behind the template fonts (docs/decisions/0046-world-scripts.md): the Noto families from
 * @fontsource, and Inter's Cyrillic, Greek and Vietnamese subsets (the template fonts are served in latin and
 * latin-ext only). Each package is named literally (knip sees the dependency, a missing package fails here).
 */
type Family = FallbackFont | 'Inter';

const PACKAGES: Record<Family, () => string> = {
  Inter: () => require.resolve('@fontsource/inter/package.json'),
  'Noto Sans Arabic': () => require.resolve('@fontsource/noto-sans-arabic/package.json'),
  'Noto Sans Hebrew': () => require.resolve('@fontsource/noto-sans-hebrew/package.json'),
  'Noto Sans Devanagari': () => require.resolve('@fontsource/noto-sans-devanagari/package.json'),
  'Noto Sans Thai': () => require.resolve('@fontsource/noto-sans-thai/package.json'),
  'Noto Sans JP': () => require.resolve('@fontsource/noto-sans-jp/package.json'),
  'Noto Sans KR': () => require.resolve('@fontsource/noto-sans-kr/package.json'),
  'Noto Sans SC': () => require.resolve('@fontsource/noto-sans-sc/package.json'),
  'Noto Sans TC': () => require.resolve('@fontsource/noto-sans-tc/package.json'),
  'Noto Emoji': () => require.resolve('@fontsource/noto-emoji/package.json'),
};

/**
 * Which of a package's subsets are served: its script only (their Latin is the template font's job). The CJK and
 * emoji packages are cut in ~100 numbered slices of a few hundred characters ('[0]'..'[119]'), the others in one
 * subset per script.
 */
const SUBSETS: Record<Family, (subset: string) => boolean> = {
  Inter: (s) => ['cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese'].includes(s),
  'Noto Sans Arabic': (s) => s === 'arabic',
  'Noto Sans Hebrew': (s) => s === 'hebrew',
  'Noto Sans Devanagari': (s) => s === 'devanagari',
  'Noto Sans Thai': (s) => s === 'thai',
  'Noto Sans JP': (s) => /^\[\d+\]$/.test(s),
  'Noto Sans KR': (s) => /^\[\d+\]$/.test(s),
  'Noto Sans SC': (s) => /^\[\d+\]$/.test(s),
  'Noto Sans TC': (s) => /^\[\d+\]$/.test(s),
  'Noto Emoji': (s) => /^\[\d+\]$/.test(s),
};

/** Regular and bold only: 300 falls to 400 and 500-600 to 400/700 by CSS font matching (a CJK weight is ~4 MB). */
const WEIGHTS = [400, 700];

/** Tried in the renderer's order (fontStack): Inter second, then FALLBACK_FONTS. */
const ORDER: readonly Family[] = ['Inter', ...FALLBACK_FONTS];

export interface FallbackFace {
  family: Family;
  weight: number;
  /** The woff2 file's name, as served (the @fontsource name: noto-sans-jp-42-400-normal.woff2). */
  file: string;
  unicodeRange: string;
  ranges: CodeRange[];
}

const sliceKey = (face: FallbackFace) => `${face.family}|${face.unicodeRange}`;

/** Read from the packages on first use and kept: nothing at start-up, a file's bytes only once asked for. */
export class FallbackFonts {
  private all: FallbackFace[] | null = null;
  private slices: Map<number, string> | null = null;
  private readonly paths = new Map<string, string>();
  private readonly bytes = new Map<string, Buffer>();
  /** Slice -> the characters its font has, for the slices a page asked for. */
  private readonly glyphs = new Map<string, Set<number>>();

  faces(): FallbackFace[] {
    if (!this.all) {
      const all: FallbackFace[] = [];
      for (const family of ORDER) {
        const dir = dirname(PACKAGES[family]());
        const ranges = JSON.parse(readFileSync(join(dir, 'unicode.json'), 'utf8')) as Record<string, string>;
        for (const [subset, range] of Object.entries(ranges)) {
          if (!SUBSETS[family](subset)) continue;
          const stem = subset.replace(/^\[(\d+)\]$/, '$1');
          for (const weight of WEIGHTS) {
            const file = `${fontSlug(family)}-${stem}-${weight}-normal.woff2`;
            all.push({ family, weight, file, unicodeRange: range, ranges: parseUnicodeRange(range) });
            this.paths.set(file, join(dir, 'files', file));
          }
        }
      }
      this.all = all;
    }
    return this.all;
  }

  /**
   * The faces a text needs: for each character outside `covered` (what the template font and Inter's latin faces
   * hold), the slice the browser draws it from (sliceFor), both weights. A Latin-only text needs none.
   */
  facesFor(text: string, covered: CodeRange[]): FallbackFace[] {
    const points = codePointsOutside(text, covered);
    if (points.length === 0) return [];
    const wanted = new Set(points.map((point) => this.sliceFor(point)).filter((key) => key !== undefined));
    return this.faces().filter((f) => wanted.has(sliceKey(f)));
  }

  /**
   * As the browser chooses: the first slice in stack order whose unicode-range has the character and whose font has
   * a glyph for it. A range may promise more than the font holds (the CJK packages share one cut: Noto Sans SC's
   * slice 87 names ✅ U+2705, Noto Emoji draws it); the browser then loads that face, finds no glyph and goes on to
   * the next family, which must be on the page too. When no font has it, the first slice (a .notdef box, as before).
   */
  private sliceFor(point: number): string | undefined {
    const first = this.sliceOf().get(point);
    if (first === undefined || this.hasGlyph(first, point)) return first;
    const next = this.faces().find(
      (f) =>
        f.weight === 400 &&
        f.ranges.some(([lo, hi]) => point >= lo && point <= hi) &&
        this.hasGlyph(sliceKey(f), point),
    );
    return next ? sliceKey(next) : first;
  }

  /** Whether the slice's regular face has a glyph for the character (its cmap, read once per slice). */
  private hasGlyph(key: string, point: number): boolean {
    let points = this.glyphs.get(key);
    if (!points) {
      const face = this.faces().find((f) => f.weight === 400 && sliceKey(f) === key) as FallbackFace;
      points = woff2CodePoints(readFileSync(this.paths.get(face.file) as string));
      this.glyphs.set(key, points);
    }
    return points.has(point);
  }

  /** Each code point the fallbacks hold -> the first slice in the stack whose unicode-range has it. */
  private sliceOf(): Map<number, string> {
    if (!this.slices) {
      const slices = new Map<number, string>();
      for (const face of this.faces()) {
        for (const [lo, hi] of face.ranges) {
          for (let point = lo; point <= hi; point++) if (!slices.has(point)) slices.set(point, sliceKey(face));
        }
      }
      this.slices = slices;
    }
    return this.slices;
  }

  stylesheet(faces: FallbackFace[], url: (file: string) => string, display: 'swap' | 'block'): string {
    return faces
      .map(
        (f) =>
          `@font-face{font-family:'${f.family}';font-style:normal;font-display:${display};font-weight:${f.weight};` +
          `src:url(${url(f.file)}) format('woff2');unicode-range:${f.unicodeRange}}`,
      )
      .join('\n');
  }

  /** A face's woff2 bytes by its served name; null for any other name. */
  file(name: string): Buffer | null {
    this.faces();
    const path = this.paths.get(name);
    if (!path) return null;
    let bytes = this.bytes.get(name);
    if (!bytes) {
      bytes = readFileSync(path);
      this.bytes.set(name, bytes);
    }
    return bytes;
  }

  /** SHA-256 of the full stylesheet and every file it names (read, hashed, not kept). */
  contentHash(): string {
    const hash = createHash('sha256').update(this.stylesheet(this.faces(), (file) => file, 'swap'));
    for (const face of this.faces()) hash.update(face.file).update(readFileSync(this.paths.get(face.file) as string));
    return hash.digest('hex').slice(0, 12);
  }
}

/** The one catalogue of the process. */
export const fallbackFonts = new FallbackFonts();

const latinOf = new Map<Font, CodeRange[]>();

/** What the template font and Inter hold (latin, latin-ext): a character outside needs a script fallback. */
export function templateCoverage(family: Font): CodeRange[] {
  let ranges = latinOf.get(family);
  if (!ranges) {
    const faces = [...templateFonts.faces(family), ...templateFonts.faces(DEFAULT_FONT)];
    ranges = [...new Set(faces.map((f) => f.unicodeRange))].flatMap(parseUnicodeRange);
    latinOf.set(family, ranges);
  }
  return ranges;
}
