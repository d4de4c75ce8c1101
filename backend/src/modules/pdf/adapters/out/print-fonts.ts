import { DEFAULT_FONT, FONTS, type Font } from '@resume/contracts';
import { fallbackFonts, templateCoverage } from '../../../../infrastructure/fonts/fallback-fonts';
import { templateFonts } from '../../../../infrastructure/fonts/template-fonts';

/**
 * The print document's fonts (docs/decisions/0025-self-hosted-fonts.md): the template font's @font-face rules name
 * its woff2 files under this origin, which never resolves (.invalid); the printer answers those requests itself
 * from the @fontsource files in memory (request interception), everything else stays aborted. Chromium fetches
 * only the faces the text needs (weights used, unicode-range) and keeps them in the page's memory cache, so a
 * recycled page asks once; data: URLs instead put ~300 KB of base64 through the DevTools pipe on every job.
 */
const PRINT_FONT_ORIGIN = 'https://print-fonts.invalid/';

const fontCss = new Map<Font, string>();

/**
 * The @font-face rules of the font (Inter for a name that is not a template font), built once per font. Inter's
 * too, as the renderer's font stack names it second: a letter the template font lacks (Lato has no ő) comes from
 * Inter, not from whatever the machine has. font-display block: the PDF waits for its fonts (document.fonts.ready).
 */
export function printFontCss(font: string): string {
  const family: Font = (FONTS as readonly string[]).includes(font) ? (font as Font) : DEFAULT_FONT;
  let css = fontCss.get(family);
  if (css === undefined) {
    const rules = (f: Font) => templateFonts.stylesheet(f, (file) => `${PRINT_FONT_ORIGIN}${file}`, 'block');
    css = family === DEFAULT_FONT ? rules(family) : `${rules(family)}\n${rules(DEFAULT_FONT)}`;
    fontCss.set(family, css);
  }
  return css;
}

/**
 * The @font-face rules of the script fallbacks the text needs (docs/decisions/0046-world-scripts.md), only the
 * slices holding its characters: none for a Latin text. The printer waits for them like for the template font.
 */
export function printFallbackCss(font: string, text: string): string {
  const family: Font = (FONTS as readonly string[]).includes(font) ? (font as Font) : DEFAULT_FONT;
  const faces = fallbackFonts.facesFor(text, templateCoverage(family));
  return fallbackFonts.stylesheet(faces, (file) => `${PRINT_FONT_ORIGIN}${file}`, 'block');
}

/** The woff2 bytes a print document asks for at `url`, or null when `url` is not one of the template fonts' files. */
export function printFontFile(url: string): Buffer | null {
  if (!url.startsWith(PRINT_FONT_ORIGIN)) return null;
  const name = url.slice(PRINT_FONT_ORIGIN.length);
  return templateFonts.file(name) ?? fallbackFonts.file(name);
}
