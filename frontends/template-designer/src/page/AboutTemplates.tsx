import { Info } from 'lucide-react';
import { TEMPLATE_PREVIEW_MAX_ENTRIES } from '@resume/contracts';
import { useDesignerT } from '../locales/use-designer-t';

/** The 'About Templates' note (spec 2.9). */
export function AboutTemplates() {
  const t = useDesignerT();
  return (
    <aside
      aria-labelledby="about-templates-heading"
      data-testid="about-templates"
      className="flex gap-3 rounded-xl border border-blue-100 bg-primary-soft p-4 text-sm text-slate-700"
    >
      <Info className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
      <div className="grid gap-1">
        <h2 id="about-templates-heading" className="font-semibold text-slate-900">
          {t('about.heading')}
        </h2>
        <p>{t('about.what')}</p>
        <p>{t('about.how', { count: TEMPLATE_PREVIEW_MAX_ENTRIES })}</p>
      </div>
    </aside>
  );
}
