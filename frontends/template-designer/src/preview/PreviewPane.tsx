import { Eye } from 'lucide-react';
import { TEMPLATE_PREVIEW_MAX_ENTRIES, type CompleteResume, type Template } from '@resume/contracts';
import { ResumeView } from '@resume/resume-view';
import { useDesignerT } from '../locales/use-designer-t';
import { useFitScale } from './useFitScale';

/** A US Letter page at 96 px per inch: the preview is laid out at this width, then scaled to fit. */
const PAGE_WIDTH_PX = 816;

interface PreviewPaneProps {
  data: CompleteResume;
  template: Template;
  /** Set while a preset card is selected: its name, shown above the preview. */
  previewing?: string;
}

/** The live preview: the one renderer with the template being edited, at most 2 entries per section (spec 2.9). */
export function PreviewPane({ data, template, previewing }: PreviewPaneProps) {
  const t = useDesignerT();
  const { frameRef, contentRef, scale, height } = useFitScale(PAGE_WIDTH_PX);
  return (
    <section aria-labelledby="preview-heading" className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="preview-heading" className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <Eye className="h-4 w-4 text-primary" aria-hidden="true" />
          {t('preview.heading')}
        </h2>
        <p className="text-xs text-slate-500" aria-live="polite" data-testid="preview-caption">
          {previewing
            ? t('preview.previewing', { name: previewing })
            : t('preview.yours', { count: TEMPLATE_PREVIEW_MAX_ENTRIES })}
        </p>
      </div>
      <div
        ref={frameRef}
        // The page is laid out at its width and scaled from its top left corner: left to right whatever the
        // interface's direction (the resume inside carries its own language's direction).
        dir="ltr"
        data-testid="template-preview"
        className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
        style={{ height: height || undefined }}
      >
        <div
          ref={contentRef}
          style={{ width: PAGE_WIDTH_PX, transform: `scale(${scale})`, transformOrigin: 'top left' }}
        >
          {/* Under the screen's h1 and the Live Preview h2: the name is an h3. */}
          <ResumeView
            data={data}
            template={template}
            maxEntriesPerSection={TEMPLATE_PREVIEW_MAX_ENTRIES}
            headingLevel={3}
          />
        </div>
      </div>
    </section>
  );
}
