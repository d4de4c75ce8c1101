/**
 * The printed page (issue 26, docs/decisions/0043-page-size-and-running-elements.md): paper size, margins and the
 * running elements (the name at the top and 'n / N' at the bottom of every page after the first), as CSS @page
 * rules with margin boxes. The PDF prints with them; a preview that draws pages takes its geometry from
 * `pageGeometry`, so both break where the paper does.
 */
import type { PaperSize } from '@resume/contracts';
import type { TextDirection } from '../lib/direction';

/** Paper sizes in PDF points (1/72 in); Chromium writes A4 in whole CSS pixels, 594.96 x 841.92. */
export const PAPER_POINTS: Record<PaperSize, { width: number; height: number }> = {
  A4: { width: 595.28, height: 841.89 },
  Letter: { width: 612, height: 792 },
};

/**
 * The top and bottom margin of a page that carries a running element, at least: room for one 8 pt line plus a
 * 6 pt gap to the text, kept away from the paper's edge (office printers leave ~0.2 in unprinted). A template margin
 * above it is kept.
 */
export const RUNNING_MARGIN_IN = 0.5;

export interface PageSetup {
  paperSize: PaperSize;
  /** The template's page margin in inches (resolveStyle's pageMarginIn). */
  marginIn: number;
  /** Page numbers and the name on pages after the first (the template's runningElements). */
  runningElements: boolean;
  /** The name the running header shows. */
  name: string;
  /** The CSS font-family list of the resume's text (fontStack). */
  fontFamily: string;
  /**
   * The resume's direction (directionOf): right to left puts the name at the top right, where a reader starts, and
   * the page number at the bottom left, where the page ends (decision 0048). Left to right when not given.
   */
  direction?: TextDirection;
}

export interface PageBox {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** The margins in inches of the first page and of every later page. */
export function pageGeometry({ marginIn, runningElements }: Pick<PageSetup, 'marginIn' | 'runningElements'>): {
  first: PageBox;
  later: PageBox;
} {
  const first = { top: marginIn, right: marginIn, bottom: marginIn, left: marginIn };
  const tall = runningElements ? Math.max(marginIn, RUNNING_MARGIN_IN) : marginIn;
  return { first, later: { ...first, top: tall, bottom: tall } };
}

/**
 * A CSS string literal for any text: every character but letters, digits, space and plain punctuation written as a
 * hex escape, so no quote, backslash, newline or `</style>` can end the string or the style element.
 */
export function cssString(text: string): string {
  let out = '"';
  for (const char of text) {
    out += /[\p{L}\p{N} .,'()&@+-]/u.test(char) ? char : `\\${char.codePointAt(0)!.toString(16)} `;
  }
  return `${out}"`;
}

const inches = (n: number) => `${n}in`;
const margin = (box: PageBox) => [box.top, box.right, box.bottom, box.left].map(inches).join(' ');

/**
 * The @page rules. Running elements sit in the page margin (margin boxes), outside the area the resume flows in, so
 * they cannot overlap its text; the first page has none (its own header shows the name) and keeps the template
 * margin all round.
 */
export function pageCss(setup: PageSetup): string {
  const size = setup.paperSize === 'Letter' ? 'letter' : 'A4';
  const { first, later } = pageGeometry(setup);
  if (!setup.runningElements) return `@page{size:${size};margin:${margin(first)}}`;
  const rtl = setup.direction === 'rtl';
  // Margin boxes are physical: the reading side is chosen here. The name's box takes the resume's direction (the
  // order of its words); 'n / N' stays left to right, as a number does in any script (not '3 / 2' for page 2 of 3).
  const [header, footer] = rtl ? ['@top-right', '@bottom-left'] : ['@top-left', '@bottom-right'];
  const box = `font-family:${setup.fontFamily};font-size:8pt;line-height:1;color:#64748b`;
  return (
    `@page{size:${size};margin:${margin(later)};` +
    `${header}{content:${cssString(setup.name)};${box};direction:${rtl ? 'rtl' : 'ltr'};vertical-align:bottom;padding-bottom:6pt}` +
    `${footer}{content:counter(page) " / " counter(pages);${box};direction:ltr;vertical-align:top;padding-top:6pt}}` +
    `@page:first{margin:${margin(first)};${header}{content:none}${footer}{content:none}}`
  );
}
