import { useId } from 'react';
import { templateName, type Template } from '@resume/contracts';
import { Spinner } from '@resume/platform';
import { useFeaturesT } from '../locales';
import type { TemplateOption } from './template-options';
import { PickerOption } from './picker-option';
import { ListMessage, PickerScrollList, PremiumLockedNotice } from './picker-parts';

interface TemplateListProps {
  paid: boolean;
  options: TemplateOption[];
  loading: boolean;
  failed: boolean;
  value: string | null;
  onChange: (id: string) => void;
}

/** The Templates tab: the person's templates, then the presets; without paid access all but the standard locked. */
export function TemplateList({ paid, options, loading, failed, value, onChange }: TemplateListProps) {
  const t = useFeaturesT();
  const name = useId();
  if (loading || failed)
    return (
      <PickerScrollList label={t('picker.templates')} testId="templates-list">
        <ListMessage>
          {loading ? <Spinner label={t('picker.loadingTemplates')} /> : t('picker.templatesFailed')}
        </ListMessage>
      </PickerScrollList>
    );
  return (
    <PickerScrollList label={t('picker.templates')} testId="templates-list">
      {!paid && (
        <PremiumLockedNotice testId="templates-locked">
          <p className="text-xs">{t('picker.templatesLocked')}</p>
        </PremiumLockedNotice>
      )}
      {options.map(({ template, locked, custom }) => (
        <PickerOption
          key={template.id}
          name={name}
          checked={value === template.id}
          disabled={locked}
          onSelect={() => onChange(template.id)}
          title={<TemplateTitle template={template} />}
          detail={t('picker.templateDetail', {
            kind: custom ? t('picker.yourTemplate') : t('picker.preset'),
            font: template.font || t('picker.defaultFont'),
          })}
          testId={`template-option-${template.id}`}
        />
      ))}
      {options.length === 0 && <ListMessage>{t('picker.noTemplates')}</ListMessage>}
    </PickerScrollList>
  );
}

/** The template's colours as a split dot, its name, and 'Default' on the one flagged isDefault. */
function TemplateTitle({ template }: { template: Template }) {
  const t = useFeaturesT();
  return (
    <>
      <span
        aria-hidden="true"
        className="inline-block h-3 w-3 rounded-full border border-white shadow-[0_0_0_1px_rgba(15,23,42,0.15)]"
        style={{ background: `linear-gradient(135deg, ${template.primaryColor} 50%, ${template.secondaryColor} 50%)` }}
      />
      {templateName(template)}
      {template.isDefault && (
        <span className="rounded bg-slate-100 px-1.5 py-0.5 text-[10px] font-semibold uppercase text-slate-600">
          {t('picker.defaultBadge')}
        </span>
      )}
    </>
  );
}
