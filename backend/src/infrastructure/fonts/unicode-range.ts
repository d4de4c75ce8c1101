/** An inclusive range of code points, from a CSS unicode-range such as 'U+0000-00FF,U+0131'. */
export type CodeRange = readonly [number, number];

export function parseUnicodeRange(css: string): CodeRange[] {
  return css.split(',').map((part) => {
    const [lo, hi = lo] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(lo, 16), parseInt(hi, 16)] as const;
  });
}

export const inRanges = (point: number, ranges: readonly CodeRange[]) =>
  ranges.some(([lo, hi]) => point >= lo && point <= hi);

/** The distinct code points of a text that no range holds, in order of first appearance. */
export function codePointsOutside(text: string, ranges: readonly CodeRange[]): number[] {
  const seen = new Set<number>();
  for (const ch of text) {
    const point = ch.codePointAt(0) as number;
    if (!seen.has(point) && !inRanges(point, ranges)) seen.add(point);
  }
  return [...seen];
}
