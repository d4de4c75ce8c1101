import type { PaperSize } from '@resume/contracts';
import { Switch } from '../branding/Switch';
import type { TemplateDraft } from '../draft/draft';
import { SelectField } from './SelectField';

/** '' stands for "chosen at export" (paperSize null) in the native select. */
type PaperChoice = PaperSize | '';

const PAPER_OPTIONS: readonly { value: PaperChoice; label: string }[] = [
  { value: '', label: 'Chosen at export' },
  { value: 'A4', label: 'A4 (210 × 297 mm)' },
  { value: 'Letter', label: 'US Letter (8.5 × 11 in)' },
];

/** How the template prints: its paper (or none, the export decides) and the page numbers with the name header. */
export function PrintFields({
  draft,
  onChange,
}: {
  draft: TemplateDraft;
  onChange: (patch: Partial<Pick<TemplateDraft, 'paperSize' | 'runningElements'>>) => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField<PaperChoice>
        label="Paper size"
        value={draft.paperSize ?? ''}
        options={PAPER_OPTIONS}
        onChange={(value) => onChange({ paperSize: value === '' ? null : value })}
        hint="Without one, the export uses Letter in the US and Canada and A4 elsewhere."
      />
      <Switch
        label="Page numbers and name"
        description="Shows '2 / 3' and your name on every PDF page after the first."
        checked={draft.runningElements ?? true}
        onChange={(runningElements) => onChange({ runningElements })}
      />
    </div>
  );
}
