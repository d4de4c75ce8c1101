import { defaultLayout, DEFAULT_ACCENT_STYLE, DEFAULT_FONT, PAGE_MARGIN, SYSTEM_PRESETS } from '@resume/contracts';
import { SEEDED_PRESETS, SEEDED_PRESET_STYLE } from './1732000000002-system-presets';

describe('the seeded system presets', () => {
  it('are the presets of the contracts, Traditional first', () => {
    expect(SEEDED_PRESETS.map(([id, primary, secondary]) => [id, primary, secondary])).toEqual(
      [SYSTEM_PRESETS.traditional, SYSTEM_PRESETS.modern].map((p) => [p.id, p.primaryColor, p.secondaryColor]),
    );
    expect(SEEDED_PRESETS[0][3] < SEEDED_PRESETS[1][3]).toBe(true);
  });

  it('have the default style and layout', () => {
    const { layoutData, ...style } = SEEDED_PRESET_STYLE;
    expect(style).toEqual({
      font: DEFAULT_FONT,
      pageMargin: String(PAGE_MARGIN.default),
      accentStyle: DEFAULT_ACCENT_STYLE,
    });
    expect(JSON.parse(layoutData)).toEqual(defaultLayout());
  });
});
