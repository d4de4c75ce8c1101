/**
 * Readable text in a template's colour (WCAG 2.2 AA, success criterion 1.4.3; docs/decisions/0030-accessibility.md).
 * A template or theme colour stays the template's own on borders, accents, chips and bars; where it paints text the
 * renderer asks for a shade that reaches the ratio: the colour itself when it does, otherwise the nearest shade of the
 * same hue and saturation, darker on a light background and lighter on a dark one.
 */

/** WCAG AA: normal text 4.5:1, large text (24 px, or 18.66 px bold) 3:1. */
export const CONTRAST_MINIMUM = { text: 4.5, largeText: 3 } as const;

type Rgb = [number, number, number];

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

function parseHex(color: string): Rgb {
  const match = HEX.exec(color.trim());
  if (!match) throw new Error(`Not a hex colour: ${color}`);
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as Rgb;
}

/** `#rrggbb` of red, green and blue (0-255), each rounded: a blended colour lands between whole values. */
export const toHex = (rgb: readonly number[]) =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** WCAG 2 relative luminance of an sRGB colour. */
function luminance([r, g, b]: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

const ratio = (a: Rgb, b: Rgb) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};

/** The WCAG contrast ratio of two hex colours (1 to 21). */
export function contrastRatio(color: string, background: string): number {
  return ratio(parseHex(color), parseHex(background));
}

function toHsl([r, g, b]: Rgb): [number, number, number] {
  const [rs, gs, bs] = [r / 255, g / 255, b / 255];
  const max = Math.max(rs, gs, bs);
  const min = Math.min(rs, gs, bs);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === rs ? (gs - bs) / d + (gs < bs ? 6 : 0) : max === gs ? (bs - rs) / d + 2 : (rs - gs) / d + 4;
  return [h / 6, s, l];
}

function fromHsl(h: number, s: number, l: number): Rgb {
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (u < 1 / 6) return p + (q - p) * 6 * u;
    if (u < 1 / 2) return q;
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
    return p;
  };
  return [channel(h + 1 / 3), channel(h), channel(h - 1 / 3)].map((c) => Math.round(c * 255)) as Rgb;
}

/** One step of lightness (0.5 %): fine enough that the shade found is the nearest one a person would tell apart. */
const STEP = 0.005;

/**
 * The colour to paint text of `color` on `background`: `color` itself (as given) when it reaches the AA ratio, else
 * the nearest shade of its hue that does (lower lightness on a light background, higher on a dark one; black or
 * white at the end of the way, so there is always an answer: one of them reaches 4.58:1 on any background).
 */
export function readableTextColor(color: string, background = '#ffffff', options: { large?: boolean } = {}): string {
  const minimum = options.large ? CONTRAST_MINIMUM.largeText : CONTRAST_MINIMUM.text;
  const ink = parseHex(color);
  const paper = parseHex(background);
  if (ratio(ink, paper) >= minimum) return color;
  // Darker shades on a background where black reads better than white, lighter ones otherwise.
  const darker = ratio([0, 0, 0], paper) >= ratio([255, 255, 255], paper);
  const [h, s, l] = toHsl(ink);
  for (let k = 1; k * STEP <= 1; k += 1) {
    const lightness = darker ? l - k * STEP : l + k * STEP;
    if (lightness < 0 || lightness > 1) break;
    const shade = fromHsl(h, s, lightness);
    if (ratio(shade, paper) >= minimum) return toHex(shade);
  }
  return darker ? '#000000' : '#ffffff';
}
