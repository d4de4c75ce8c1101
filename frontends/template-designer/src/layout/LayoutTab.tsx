import type { TemplateLayout } from '@resume/contracts';
import { HiddenSections } from './HiddenSections';
import { LayoutGrid } from './LayoutGrid';

/** The Layout tab (spec 4): the 12-column mirror with per-section buttons and drag and drop, then the hidden ones. */
export function LayoutTab({
  layout,
  onChange,
}: {
  layout: TemplateLayout;
  onChange: (layout: TemplateLayout) => void;
}) {
  const setSections = (sections: TemplateLayout['sections']) => onChange({ ...layout, sections });
  return (
    <div className="grid gap-5">
      <p className="text-sm text-slate-600">
        Each block spans its width on the resume&apos;s 12-column grid. Change a width, move sections with the arrows,
        or drag a block by its handle onto another to swap their places.
      </p>
      <LayoutGrid sections={layout.sections} onChange={setSections} />
      <HiddenSections sections={layout.sections} onChange={setSections} />
    </div>
  );
}
