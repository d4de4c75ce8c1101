import { useId } from 'react';
import { Check } from 'lucide-react';
import { templateName, type Template } from '@resume/contracts';
import { fontStack } from '@resume/resume-view';
import { Badge, Button, cn } from '@resume/platform';
import { useDesignerT } from '../locales/use-designer-t';
import { MiniLayout } from './MiniLayout';

interface PresetCardProps {
  preset: Template;
  selected: boolean;
  applied: boolean;
  onToggle: () => void;
  onApply: () => void;
}

function Swatch({ color, label }: { color: string; label: string }) {
  return (
    <span className="inline-flex items-center gap-1.5 text-xs text-slate-600">
      <span
        className="h-4 w-4 rounded-full border border-black/10 shadow-inner"
        style={{ background: color }}
        aria-hidden="true"
      />
      <span>
        <span className="sr-only">{label} </span>
        {/* A hex code reads left to right in every language (its # first). */}
        <span className="font-mono" dir="ltr">
          {color.toUpperCase()}
        </span>
      </span>
    </span>
  );
}

/** A system preset: clicking the card selects it for the preview (again to unselect); Apply copies it into the draft. */
export function PresetCard({ preset, selected, applied, onToggle, onApply }: PresetCardProps) {
  const t = useDesignerT();
  const name = templateName(preset);
  const nameId = useId();
  return (
    <li
      data-preset-id={preset.id}
      aria-label={name}
      className={cn(
        'flex flex-col gap-3 rounded-xl border bg-white p-4 shadow-sm transition-shadow',
        selected ? 'border-primary ring-2 ring-primary/40' : 'border-slate-200 hover:shadow-md',
      )}
    >
      <button
        type="button"
        aria-pressed={selected}
        onClick={onToggle}
        className="grid gap-3 rounded-lg text-start focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2"
      >
        <span className="flex flex-wrap items-start justify-between gap-2">
          {/* The name is the card's text, read after 'Preview' (a label of its own would hide the text: WCAG 2.5.3). */}
          <span className="font-semibold text-slate-900">
            <span className="sr-only">{t('presets.preview')}</span>
            <span id={nameId}>{name}</span>
          </span>
          {applied && (
            <Badge className="shrink-0 gap-1 whitespace-nowrap" data-testid="currently-applied">
              <Check className="h-3 w-3" aria-hidden="true" />
              {t('presets.applied')}
            </Badge>
          )}
        </span>
        <MiniLayout layout={preset.layout} color={preset.primaryColor} />
        <span className="flex flex-wrap gap-3">
          <Swatch color={preset.primaryColor} label={t('presets.primaryColour')} />
          <Swatch color={preset.secondaryColor} label={t('presets.secondaryColour')} />
        </span>
        <span className="text-xs text-slate-500">
          {t('presets.font')}
          <span style={{ fontFamily: fontStack(preset.font) }}>{preset.font || t('presets.defaultFont')}</span>
        </span>
      </button>
      <Button
        type="button"
        size="sm"
        variant={selected ? 'default' : 'outline'}
        onClick={onApply}
        aria-describedby={nameId}
      >
        {t('presets.apply')}
      </Button>
    </li>
  );
}
