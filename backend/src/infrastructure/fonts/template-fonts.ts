import { FONTS, WEB_FONT_WEIGHTS, type Font } from '@resume/contracts';
import { fontSlug } from '@resume/resume-view';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The ten template fonts from their @fontsource packages (docs/decisions/0025-self-hosted-fonts.md): the web pages
 * and the PDF use these files and nothing on the machine. Each package is named literally (knip sees the
 * dependency; a bundler or a missing package fails here, not at the first page view).
 */
const PACKAGES: Record<Font, () => string> = {
  Inter: () => require.resolve('@fontsource/inter/package.json'),
  Roboto: () => require.resolve('@fontsource/roboto/package.json'),
  'Open Sans': () => require.resolve('@fontsource/open-sans/package.json'),
  Lato: () => require.resolve('@fontsource/lato/package.json'),
  Montserrat: () => require.resolve('@fontsource/montserrat/package.json'),
  'Source Sans 3': () => require.resolve('@fontsource/source-sans-3/package.json'),
  Raleway: () => require.resolve('@fontsource/raleway/package.json'),
  'Work Sans': () => require.resolve('@fontsource/work-sans/package.json'),
  'Playfair Display': () => require.resolve('@fontsource/playfair-display/package.json'),
  Merriweather: () => require.resolve('@fontsource/merriweather/package.json'),
};

/** Latin and latin-ext cover the languages written in Latin script; other scripts fall back to the next font. */
const SUBSETS = ['latin', 'latin-ext'] as const;

export interface FontFace {
  family: Font;
  weight: number;
  subset: (typeof SUBSETS)[number];
  /** The woff2 file's name, as served (the @fontsource name: inter-latin-400-normal.woff2). */
  file: string;
  unicodeRange: string;
}

interface FontsourceMetadata {
  weights: number[];
}

/**
 * Which faces exist (weights 300-700 the family has, upright, latin and latin-ext), their CSS and their bytes. Read
 * from the packages on first use and kept: nothing is read at start-up, and never a system font file.
 */
export class TemplateFonts {
  private readonly facesOf = new Map<Font, FontFace[]>();
  private readonly byFile = new Map<string, { face: FontFace; path: string }>();
  private readonly bytes = new Map<string, Buffer>();

  /** @param packageDir where a family's @fontsource package is (a test points it elsewhere). */
  constructor(private readonly packageDir: (font: Font) => string = (font) => dirname(PACKAGES[font]())) {}

  faces(font: Font): FontFace[] {
    let faces = this.facesOf.get(font);
    if (!faces) {
      const dir = this.packageDir(font);
      const meta = JSON.parse(readFileSync(join(dir, 'metadata.json'), 'utf8')) as FontsourceMetadata;
      const ranges = JSON.parse(readFileSync(join(dir, 'unicode.json'), 'utf8')) as Record<string, string>;
      const weights = meta.weights.filter((w) => w >= WEB_FONT_WEIGHTS.min && w <= WEB_FONT_WEIGHTS.max);
      faces = weights.flatMap((weight) =>
        SUBSETS.map((subset) => ({
          family: font,
          weight,
          subset,
          file: `${fontSlug(font)}-${subset}-${weight}-normal.woff2`,
          unicodeRange: ranges[subset],
        })),
      );
      for (const face of faces) this.byFile.set(face.file, { face, path: join(dir, 'files', face.file) });
      this.facesOf.set(font, faces);
    }
    return faces;
  }

  /**
   * The @font-face rules of a font, each file's URL from `url`. `display`: swap on the web (text shows at once in
   * the fallback font), block in the PDF (which waits for its fonts anyway).
   */
  stylesheet(font: Font, url: (file: string) => string, display: 'swap' | 'block'): string {
    return this.faces(font)
      .map(
        (f) =>
          `@font-face{font-family:'${f.family}';font-style:normal;font-display:${display};font-weight:${f.weight};` +
          `src:url(${url(f.file)}) format('woff2');unicode-range:${f.unicodeRange}}`,
      )
      .join('\n');
  }

  /** A face's woff2 bytes by its served name; null for any name that is not one of the faces above. */
  file(name: string): Buffer | null {
    if (!this.byFile.has(name)) for (const font of FONTS) this.faces(font);
    const entry = this.byFile.get(name);
    if (!entry) return null;
    let bytes = this.bytes.get(name);
    if (!bytes) {
      bytes = readFileSync(entry.path);
      this.bytes.set(name, bytes);
    }
    return bytes;
  }

  /** SHA-256 (first 12 hex digits) of every font's CSS (relative URLs) and every file it names: the served content. */
  contentHash(): string {
    const hash = createHash('sha256');
    for (const font of FONTS) {
      hash.update(this.stylesheet(font, (file) => file, 'swap'));
      for (const face of this.faces(font)) hash.update(face.file).update(this.file(face.file) as Buffer);
    }
    return hash.digest('hex').slice(0, 12);
  }
}

/** The one catalogue of the process (its bytes are read once). */
export const templateFonts = new TemplateFonts();
