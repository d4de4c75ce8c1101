import type { PaperSize } from '@resume/contracts';
import { SwitchField } from '../branding/SwitchField';
import type { TemplateDraft } from '../draft/draft';
import { useDesignerT } from '../locales/use-designer-t';
import { SelectField } from './SelectField';

/** '' stands for "chosen at export" (paperSize null) in the native select. */
type PaperChoice = PaperSize | '';

/** How the template prints: its paper (or none, the export decides) and the page numbers with the name header. */
export function PrintFields({
  draft,
  onChange,
}: {
  draft: TemplateDraft;
  onChange: (patch: Partial<Pick<TemplateDraft, 'paperSize' | 'runningElements'>>) => void;
}) {
  const t = useDesignerT();
  const paperOptions: readonly { value: PaperChoice; label: string }[] = [
    { value: '', label: t('style.paperAtExport') },
    { value: 'A4', label: t('style.paperA4') },
    { value: 'Letter', label: t('style.paperLetter') },
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField<PaperChoice>
        label={t('style.paper')}
        value={draft.paperSize ?? ''}
        options={paperOptions}
        onChange={(value) => onChange({ paperSize: value === '' ? null : value })}
        hint={t('style.paperHint')}
      />
      <SwitchField
        label={t('style.runningElements')}
        description={t('style.runningElementsHint')}
        checked={draft.runningElements ?? true}
        onChange={(runningElements) => onChange({ runningElements })}
      />
    </div>
  );
}
