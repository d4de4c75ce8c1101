import {
  DEFAULT_ACCENT_STYLE,
  DEFAULT_FONT,
  FONTS,
  PAGE_MARGIN,
  readableTextColor,
  THEMES,
  type AccentStyle,
  type Filter,
  type Resume,
  type Template,
  type Theme,
} from '@resume/contracts';
import { FALLBACK_FONTS } from './fallback-fonts';
import type { CSSProperties } from 'react';

export interface ResolvedStyle {
  /** The template's colour as chosen: borders, accents and bars. */
  primary: string;
  /** The primary colour where it paints text on the white page: a shade reaching WCAG AA (decision 0030). */
  primaryText: string;
  secondary: string;
  font: string;
  accentStyle: AccentStyle;
  pageMarginIn: number;
  companyName: string | null;
  logoImage: string | null;
  headerImage: string | null;
}

const HEX = /^#[0-9a-f]{6}$/i;
const color = (value: string | null | undefined, fallback: string) => (value && HEX.test(value) ? value : fallback);
const known = <T extends string>(list: readonly T[], value: string | null | undefined, fallback: T): T =>
  value && (list as readonly string[]).includes(value) ? (value as T) : fallback;

/**
 * Which style applies (docs/decisions/0008-tailoring-rule.md): a template's style wins; otherwise a filter's style
 * fields where it sets them (spec 2.8); otherwise the resume's theme colour pair and font, accent border-left.
 */
export function resolveStyle(
  resume: Pick<Resume, 'theme' | 'font'>,
  filter?: Filter | null,
  template?: Template | null,
): ResolvedStyle {
  const style = chosenStyle(resume, filter, template);
  return { ...style, primaryText: readableTextColor(style.primary, PAGE_BACKGROUND) };
}

/** The page the renderer paints on (ResumeView's article). */
export const PAGE_BACKGROUND = '#ffffff';

function chosenStyle(
  resume: Pick<Resume, 'theme' | 'font'>,
  filter?: Filter | null,
  template?: Template | null,
): Omit<ResolvedStyle, 'primaryText'> {
  const theme = THEMES[(resume.theme as Theme) in THEMES ? (resume.theme as Theme) : 'blue'];
  const base: Omit<ResolvedStyle, 'primaryText'> = {
    primary: theme.primary,
    secondary: theme.secondary,
    font: known(FONTS, resume.font, DEFAULT_FONT),
    accentStyle: DEFAULT_ACCENT_STYLE,
    pageMarginIn: PAGE_MARGIN.default,
    companyName: null,
    logoImage: null,
    headerImage: null,
  };
  const source = template ?? filter;
  if (!source) return base;
  const margin = template ? Number.parseFloat(template.pageMargin) : NaN;
  return {
    primary: color(source.primaryColor, template ? '#3b82f6' : base.primary),
    secondary: color(source.secondaryColor, base.secondary),
    font: known(FONTS, source.font, base.font),
    accentStyle: known(
      ['border-top', 'border-right', 'border-bottom', 'border-left'] as const,
      source.accentStyle,
      DEFAULT_ACCENT_STYLE,
    ),
    pageMarginIn: Number.isFinite(margin)
      ? Math.min(PAGE_MARGIN.max, Math.max(PAGE_MARGIN.min, margin))
      : base.pageMarginIn,
    companyName: source.companyName ?? null,
    logoImage: source.logoImage ?? null,
    headerImage: source.headerImage ?? null,
  };
}

/**
 * The heading accent: a 3 px line on the chosen side in the primary colour. 'border-left' and 'border-right' are the
 * template's names for the reading side and the far side: logical properties, so in a right-to-left resume the
 * default accent sits on the right, where the lines begin (decision 0048).
 */
export function accentCss(accent: AccentStyle, primary: string): CSSProperties {
  const line = `3px solid ${primary}`;
  switch (accent) {
    case 'border-top':
      return { borderBlockStart: line, paddingBlockStart: 4 };
    case 'border-right':
      return { borderInlineEnd: line, paddingInlineEnd: 8 };
    case 'border-bottom':
      return { borderBlockEnd: line, paddingBlockEnd: 4 };
    default:
      return { borderInlineStart: line, paddingInlineStart: 8 };
  }
}

/** The template font, Inter, then the script fallbacks (FALLBACK_FONTS): every script prints, none from the machine. */
export const fontStack = (font: string) =>
  [...new Set([font, 'Inter', ...FALLBACK_FONTS].filter(Boolean))].map((f) => `'${f}'`).join(', ') +
  `, 'Helvetica Neue', Arial, sans-serif`;
