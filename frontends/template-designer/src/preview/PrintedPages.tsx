import { useEffect, useLayoutEffect, useRef } from 'react';
import { FileText } from 'lucide-react';
import { PrintPreview, useLivePreview } from '@resume/features';
import { toSaveRequest, type TemplateDraft } from '../draft/draft';
import { useDesignerT } from '../locales/use-designer-t';

/** The draft prints again this long after the last change (a dragged slider or typed colour prints once). */
const CHANGE_DELAY_MS = 600;
const THUMBNAIL_WIDTH_PX = 150;

/**
 * The whole resume printed with the template being edited (docs/decisions/0045-live-preview.md), unsaved, as
 * the PDF would print it: its pages side by side in their outlines with the margin box. The live preview above
 * it shows at most 2 entries per section (spec 2.9); this shows where the real pages break. A draft the save would
 * refuse (`valid` false) is not sent: the last printed pages stay.
 */
export function PrintedPages({ draft, valid }: { draft: TemplateDraft; valid: boolean }) {
  const t = useDesignerT();
  const current = useRef({ draft, valid });
  useLayoutEffect(() => {
    current.current = { draft, valid };
  });
  const preview = useLivePreview({
    delayMs: CHANGE_DELAY_MS,
    build: () => (current.current.valid ? { templateId: null, template: toSaveRequest(current.current.draft) } : null),
  });
  const { schedule } = preview;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    schedule();
  }, [draft, schedule]);

  return (
    <section aria-labelledby="printed-pages-heading" className="grid gap-3">
      <h2 id="printed-pages-heading" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <FileText className="h-4 w-4 text-primary" aria-hidden="true" />
        {t('preview.printed')}
      </h2>
      <p className="text-xs text-slate-600">{t('preview.caption')}</p>
      <PrintPreview
        preview={preview}
        pageWidthPx={THUMBNAIL_WIDTH_PX}
        layout="row"
        data-testid="template-print-preview"
      />
    </section>
  );
}
