import { templateName, type Filter } from '@resume/contracts';
import { useFeaturesT } from '../locales';
import type { TemplateOption } from './template-options';

interface SelectionSummaryProps {
  filters: Filter[] | undefined;
  filterId: string | null;
  options: TemplateOption[];
  templateId: string | null;
  showTemplates: boolean;
}

/** 'Selected: {filter} · {template}', read out as the choice changes. */
export function SelectionSummary({ filters, filterId, options, templateId, showTemplates }: SelectionSummaryProps) {
  const t = useFeaturesT();
  const filterName = filterId
    ? (filters?.find((f) => f.id === filterId)?.name ?? t('picker.someFilter'))
    : t('picker.noFilter');
  const template = options.find((o) => o.template.id === templateId)?.template;
  return (
    <p className="text-xs text-slate-500" data-testid="picker-selection" aria-live="polite">
      {t('picker.selected')} <span className="font-medium text-slate-700">{filterName}</span>
      {showTemplates && (
        <>
          {' · '}
          <span className="font-medium text-slate-700">
            {template ? templateName(template) : t('picker.defaultTemplate')}
          </span>
        </>
      )}
    </p>
  );
}
