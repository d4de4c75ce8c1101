import { ACCENT_STYLES, DEFAULT_FONT, FONTS } from '@resume/contracts';
import { fontStack } from '@resume/resume-view';
import type { TemplateDraft } from '../draft/draft';
import { ColorField } from './ColorField';
import { MarginSlider } from './MarginSlider';
import { PrintFields } from './PrintFields';
import { useDesignerT } from '../locales/use-designer-t';
import { SelectField } from './SelectField';

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
  const t = useDesignerT();
  const fontOptions = FONTS.map((font) => ({
    value: font as string,
    label: font === DEFAULT_FONT ? t('style.defaultFont', { font }) : font,
  }));
  const accentOptions = ACCENT_STYLES.map((value) => ({ value, label: t(`style.accents.${value}`) }));
  return (
    <div className="grid gap-6">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold text-slate-800">{t('style.colours')}</legend>
        <ColorField
          label={t('style.primaryColour')}
          value={draft.primaryColor}
          onChange={(primaryColor) => onChange({ primaryColor })}
        />
        <ColorField
          label={t('style.secondaryColour')}
          value={draft.secondaryColor}
          onChange={(secondaryColor) => onChange({ secondaryColor })}
        />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('style.font')}
          value={draft.font}
          options={fontOptions}
          onChange={(font) => onChange({ font })}
          hint={<span style={{ fontFamily: fontStack(draft.font) }}>{t('style.fontSample')}</span>}
        />
        <SelectField
          label={t('style.accent')}
          value={draft.accentStyle}
          options={accentOptions}
          onChange={(accentStyle) => onChange({ accentStyle })}
        />
      </div>
      <MarginSlider value={draft.pageMargin} onChange={(pageMargin) => onChange({ pageMargin })} />
      <PrintFields draft={draft} onChange={onChange} />
    </div>
  );
}
