import { ACCENT_STYLES, DEFAULT_FONT, FONTS, type AccentStyle } from '@resume/contracts';
import { fontStack } from '@resume/resume-view';
import type { TemplateDraft } from '../draft/draft';
import { ColorField } from './ColorField';
import { MarginSlider } from './MarginSlider';
import { PrintFields } from './PrintFields';
import { SelectField } from './SelectField';

const ACCENT_LABELS: Record<AccentStyle, string> = {
  'border-top': 'Line above headings',
  'border-right': 'Line right of headings',
  'border-bottom': 'Line below headings',
  'border-left': 'Line left of headings',
};

const FONT_OPTIONS = FONTS.map((font) => ({
  value: font as string,
  label: font === DEFAULT_FONT ? `${font} (default)` : font,
}));
const ACCENT_OPTIONS = ACCENT_STYLES.map((value) => ({ value, label: ACCENT_LABELS[value] }));

type StylePatch = Partial<
  Pick<
    TemplateDraft,
    'primaryColor' | 'secondaryColor' | 'font' | 'accentStyle' | 'pageMargin' | 'paperSize' | 'runningElements'
  >
>;

/**
 * The Style tab: colours, font (loaded as a web font for the preview), heading accent, page margin, and how the PDF
 * prints (paper size and running elements: docs/decisions/0043-page-size-and-running-elements.md).
 */
export function StyleTab({ draft, onChange }: { draft: TemplateDraft; onChange: (patch: StylePatch) => void }) {
  return (
    <div className="grid gap-6">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold text-slate-800">Colours</legend>
        <ColorField
          label="Primary colour"
          value={draft.primaryColor}
          onChange={(primaryColor) => onChange({ primaryColor })}
        />
        <ColorField
          label="Secondary colour"
          value={draft.secondaryColor}
          onChange={(secondaryColor) => onChange({ secondaryColor })}
        />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Font"
          value={draft.font}
          options={FONT_OPTIONS}
          onChange={(font) => onChange({ font })}
          hint={<span style={{ fontFamily: fontStack(draft.font) }}>The quick brown fox jumps over the lazy dog</span>}
        />
        <SelectField
          label="Accent style"
          value={draft.accentStyle}
          options={ACCENT_OPTIONS}
          onChange={(accentStyle) => onChange({ accentStyle })}
        />
      </div>
      <MarginSlider value={draft.pageMargin} onChange={(pageMargin) => onChange({ pageMargin })} />
      <PrintFields draft={draft} onChange={onChange} />
    </div>
  );
}
