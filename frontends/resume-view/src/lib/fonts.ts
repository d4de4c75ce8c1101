import { FONTS } from '@resume/contracts';

/**
 * The template fonts, served by the app itself (docs/decisions/0025-self-hosted-fonts.md): never a third-party font
 * service, so a visitor's address goes to nobody else. Everything lives under /fonts/<FONT_FILES_VERSION>/ and is
 * cached for a year: a CSS per font (`inter.css`, weights 300-700 where the family has them, latin and latin-ext by
 * unicode-range, font-display: swap) and the @fontsource woff2 files it names.
 */
export const FONTS_PATH = '/fonts';

/**
 * Content hash of everything served under FONTS_PATH (each font's CSS and the woff2 files). The backend test
 * template-fonts.spec.ts recomputes it from the installed @fontsource packages and fails with the new value when a
 * package or the CSS changes: a new version, a new path, so no browser keeps a stale file.
 */
export const FONT_FILES_VERSION = '64961bcef676';

/** A font's file-name stem, the same as its @fontsource package: 'Source Sans 3' -> 'source-sans-3'. */
export const fontSlug = (font: string) => font.toLowerCase().replace(/\s+/g, '-');

/** The self-hosted stylesheet of one of the template fonts (FONTS), or null for any other name. */
export function fontStylesheetHref(font: string | null | undefined): string | null {
  if (!font || !(FONTS as readonly string[]).includes(font)) return null;
  return `${FONTS_PATH}/${FONT_FILES_VERSION}/${fontSlug(font)}.css`;
}

/** The stylesheet of every script fallback (FALLBACK_FONTS) for pages whose text the server does not know. */
export const FALLBACK_STYLESHEET = 'world-scripts.css';

/**
 * For client-rendered previews: the @font-face rules of every fallback slice (unicode-range), so a preview of any
 * script downloads only the slices its text uses. Server-rendered pages and the PDF inline only the slices they need.
 */
export const fallbackStylesheetHref = () => `${FONTS_PATH}/${FONT_FILES_VERSION}/${FALLBACK_STYLESHEET}`;

/**
 * A character the template fonts' latin and latin-ext faces do not hold (beyond Latin with its accents, general
 * punctuation, currency and letterlike symbols): Cyrillic, Greek, Vietnamese tones, Arabic, CJK, emoji...
 */
const BEYOND_LATIN = /[^\s\u0020-\u02ff\u1e00-\u1e9f\u2000-\u206f\u20a0-\u20cf\u2100-\u2122]/u;

/**
 * Whether a client-rendered preview of this text links the fallback stylesheet (fallbackStylesheetHref): ~130 KB
 * gzipped of @font-face rules, cached a year, only when some character needs a script fallback; a Latin resume's
 * preview loads no extra byte (decision 0048).
 */
export const needsFallbackFonts = (text: string) => BEYOND_LATIN.test(text);

/**
 * @public Kept for remotes built before the fonts were self-hosted (issue 15): the renderer is a shared module, and
 * such a remote still calls this under a newer shell (decision 0020: N-1 remotes keep working). Now the self-hosted
 * stylesheet, never a third-party one. New code calls fontStylesheetHref.
 * @deprecated
 */
export function webFontStylesheet(font: string): string | null {
  return fontStylesheetHref(font);
}
