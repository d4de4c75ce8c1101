import { Eye } from 'lucide-react';
import { toggleVisibility, type LayoutSection } from '@resume/contracts';
import { Button } from '@resume/platform';
import { useDesignerT } from '../locales/use-designer-t';
import { sectionLabel } from './labels';

/** The hidden sections, listed apart from the grid, each with a Show button (spec 4). */
export function HiddenSections({
  sections,
  onChange,
}: {
  sections: LayoutSection[];
  onChange: (sections: LayoutSection[]) => void;
}) {
  const t = useDesignerT();
  const hidden = sections.filter((s) => !s.visible);
  return (
    <section aria-labelledby="hidden-sections-heading" data-testid="hidden-sections" className="grid gap-2">
      <h3 id="hidden-sections-heading" className="text-sm font-semibold text-slate-800">
        {t('layout.hiddenHeading')}
      </h3>
      {hidden.length === 0 ? (
        <p className="text-sm text-slate-500">{t('layout.noneHidden')}</p>
      ) : (
        <ul className="grid gap-2">
          {hidden.map((section) => (
            <li
              key={section.id}
              data-hidden-section-id={section.id}
              className="flex items-center justify-between gap-3 rounded-lg border border-dashed border-slate-300 bg-white px-3 py-2"
            >
              <span className="text-sm font-medium text-slate-500">{sectionLabel(t, section.id)}</span>
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-label={t('layout.showSection', { section: sectionLabel(t, section.id) })}
                onClick={() => onChange(toggleVisibility(sections, section.id))}
              >
                <Eye aria-hidden="true" />
                {t('layout.show')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
