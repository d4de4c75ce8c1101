import { useMemo } from 'react';
import { FREE_PDF_TEMPLATE_IDS, isPreset, type Template } from '@resume/contracts';
import { useTemplatePresets, useTemplates } from '../tailoring/templates';

export interface TemplateOption {
  template: Template;
  /** A paid template on a plan without it (shown with a lock, never chosen). */
  locked: boolean;
  custom: boolean;
}

/**
 * The templates an export (and a preview) can print with: the person's own (paid plans), then the presets, the
 * free plan's locked ones marked; and the default one: the template flagged isDefault, else the first selectable.
 */
export function useTemplateOptions({ paid, enabled }: { paid: boolean; enabled: boolean }) {
  const templates = useTemplates({ enabled: enabled && paid });
  const presets = useTemplatePresets({ enabled });
  const options = useMemo<TemplateOption[]>(() => {
    const own = paid ? (templates.data ?? []) : [];
    const system = presets.data ?? [];
    const free = new Set<string>(FREE_PDF_TEMPLATE_IDS);
    return [...own, ...system].map((template) => ({
      template,
      locked: !paid && !free.has(template.id),
      custom: !isPreset(template),
    }));
  }, [paid, templates.data, presets.data]);
  const defaultTemplateId = useMemo(() => {
    const selectable = options.filter((o) => !o.locked);
    return (selectable.find((o) => o.template.isDefault) ?? selectable[0])?.template.id ?? null;
  }, [options]);
  const loading = enabled && (presets.isLoading || (paid && templates.isLoading));
  const failed = presets.isError && (!paid || templates.isError);
  return { options, defaultTemplateId, loading, failed };
}
