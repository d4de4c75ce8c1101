import { DEFAULT_COLORS, SYSTEM_PRESETS, THEMES } from '../constants/style';
import { CONTRAST_MINIMUM, contrastRatio, readableTextColor, toHex } from './contrast';

/** Every colour the spec names (section 9): the six theme pairs, the defaults and both presets' pairs. */
const SPEC_COLORS = [
  ...Object.entries(THEMES).flatMap(([name, pair]) => [
    [`${name} primary`, pair.primary],
    [`${name} secondary`, pair.secondary],
  ]),
  ['default primary', DEFAULT_COLORS.primary],
  ['default secondary', DEFAULT_COLORS.secondary],
  ...Object.values(SYSTEM_PRESETS).flatMap((p) => [
    [`${p.name} primary`, p.primaryColor],
    [`${p.name} secondary`, p.secondaryColor],
  ]),
] as [string, string][];

function hueOf(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return h * 60;
}

describe('contrastRatio', () => {
  it('gives the WCAG figures', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // The example: the blue theme colour on white.
    expect(contrastRatio('#3B82F6', '#FFFFFF')).toBeCloseTo(3.68, 2);
    expect(contrastRatio('#bbb', '#fff')).toBeCloseTo(1.92, 2);
  });
});

describe('toHex', () => {
  it('writes two lower-case digits a channel, rounding blended values', () => {
    expect(toHex([59, 130, 246])).toBe('#3b82f6');
    expect(toHex([0, 0, 0])).toBe('#000000');
    // 40 % of the skills chip green over white lands between whole values.
    expect(toHex([16, 185, 129].map((c) => c * 0.4 + 255 * 0.6))).toBe('#9fe3cd');
  });
});

describe('readableTextColor over every spec colour', () => {
  it.each(SPEC_COLORS)('%s (%s) on white reaches 4.5:1 in its own hue', (_name, color) => {
    const text = readableTextColor(color, '#ffffff');
    expect(contrastRatio(text, '#ffffff')).toBeGreaterThanOrEqual(CONTRAST_MINIMUM.text);
    if (contrastRatio(color, '#ffffff') >= CONTRAST_MINIMUM.text) {
      expect(text).toBe(color);
    } else {
      expect(Math.abs(hueOf(text) - hueOf(color))).toBeLessThan(4);
    }
  });

  it.each(SPEC_COLORS)('%s (%s) as large text on white reaches 3:1', (_name, color) => {
    const text = readableTextColor(color, '#ffffff', { large: true });
    expect(contrastRatio(text, '#ffffff')).toBeGreaterThanOrEqual(CONTRAST_MINIMUM.largeText);
    if (contrastRatio(color, '#ffffff') >= CONTRAST_MINIMUM.largeText) expect(text).toBe(color);
  });

  it.each(SPEC_COLORS)('%s (%s) on a dark background goes lighter and reaches 4.5:1', (_name, color) => {
    const text = readableTextColor(color, '#0f172a');
    expect(contrastRatio(text, '#0f172a')).toBeGreaterThanOrEqual(CONTRAST_MINIMUM.text);
    const lum = (hex: string) => contrastRatio(hex, '#000000');
    expect(lum(text)).toBeGreaterThanOrEqual(lum(color));
  });

  it('changes exactly the colours that fail on white, to these shades', () => {
    const shades = Object.fromEntries(SPEC_COLORS.map(([name, color]) => [name, readableTextColor(color)]));
    expect(shades).toEqual({
      'blue primary': '#1e6ff5',
      'blue secondary': '#0870f2',
      'green primary': '#0c855d',
      'green secondary': '#1d8660',
      'purple primary': '#8655f6',
      'purple secondary': '#7e55f8',
      'red primary': '#eb1515',
      'red secondary': '#ed0c0c',
      'yellow primary': '#a56a07',
      'yellow secondary': '#986e03',
      'gray primary': '#4B5563',
      'gray secondary': '#6B7280',
      'default primary': '#1e6ff5',
      'default secondary': '#0870f2',
      'Traditional Template primary': '#2563EB',
      'Traditional Template secondary': '#1e6ff5',
      'Modern Template primary': '#8655f6',
      'Modern Template secondary': '#7e55f8',
    });
  });

  it('picks the nearest passing shade: no more than one lightness step (0.5 %) past the minimum', () => {
    for (const [, color] of SPEC_COLORS) {
      const text = readableTextColor(color);
      if (text !== color) expect(contrastRatio(text, '#ffffff')).toBeLessThan(CONTRAST_MINIMUM.text + 0.15);
    }
  });

  it('accepts short hex and any case, and keeps a passing colour exactly as given', () => {
    expect(readableTextColor('#1E3A8A')).toBe('#1E3A8A');
    expect(readableTextColor('#bbb')).not.toBe('#bbb');
    expect(contrastRatio(readableTextColor('#bbb'), '#fff')).toBeGreaterThanOrEqual(4.5);
  });

  it('turns a colour without hue into the nearest grey that reads', () => {
    expect(readableTextColor('#ffffff', '#ffffff')).toBe('#757575');
    expect(readableTextColor('#000000', '#000000')).toBe('#757575');
  });

  it('refuses what is not a hex colour', () => {
    expect(() => readableTextColor('blue')).toThrow('Not a hex colour: blue');
  });
});
