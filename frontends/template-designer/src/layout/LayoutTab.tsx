import type { TemplateLayout } from '@resume/contracts';
import { HiddenSections } from './HiddenSections';
import { LayoutGrid } from './LayoutGrid';
import { useDesignerT } from '../locales/use-designer-t';

/** The Layout tab (spec 4): the 12-column mirror with per-section buttons and drag and drop, then the hidden ones. */
export function LayoutTab({
  layout,
  onChange,
}: {
  layout: TemplateLayout;
  onChange: (layout: TemplateLayout) => void;
}) {
  const t = useDesignerT();
  const setSections = (sections: TemplateLayout['sections']) => onChange({ ...layout, sections });
  return (
    <div className="grid gap-5">
      <p className="text-sm text-slate-600">{t('layout.intro')}</p>
      <LayoutGrid sections={layout.sections} onChange={setSections} />
      <HiddenSections sections={layout.sections} onChange={setSections} />
    </div>
  );
}
