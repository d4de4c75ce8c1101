import type { Template } from '@resume/contracts';
import { matchesStyle, type TemplateDraft } from '../draft/draft';
import { useDesignerT } from '../locales/use-designer-t';
import { PresetCard } from './PresetCard';

interface PresetsTabProps {
  presets: Template[];
  draft: TemplateDraft;
  selectedId: string | null;
  onToggle: (preset: Template) => void;
  onApply: (preset: Template) => void;
}

/** The Presets tab (spec 2.9, 4): the system presets as cards. */
export function PresetsTab({ presets, draft, selectedId, onToggle, onApply }: PresetsTabProps) {
  const t = useDesignerT();
  if (presets.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-500">
        {t('presets.none')}
      </p>
    );
  }
  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-600">{t('presets.intro')}</p>
      <ul className="grid gap-4 sm:grid-cols-2" aria-label={t('presets.list')}>
        {presets.map((preset) => (
          <PresetCard
            key={preset.id}
            preset={preset}
            selected={selectedId === preset.id}
            applied={matchesStyle(draft, preset)}
            onToggle={() => onToggle(preset)}
            onApply={() => onApply(preset)}
          />
        ))}
      </ul>
    </div>
  );
}
