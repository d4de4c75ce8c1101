import { useState } from 'react';
import { AlertCircle, Loader2 } from 'lucide-react';
import { useFeaturesT } from '../locales';
import type { LivePreview } from './use-live-preview';
import { PreviewPages } from './PreviewPages';

interface PrintPreviewProps {
  preview: LivePreview;
  /** The width each page is drawn at, in CSS pixels. */
  pageWidthPx: number;
  layout?: 'column' | 'row';
  'data-testid'?: string;
}

/**
 * The printed pages with a one-line status: how many pages on which paper, 'Updating' while a newer preview is
 * printed (the older pages stay), or why it could not be printed (the catalogue's text).
 */
export function PrintPreview({
  preview,
  pageWidthPx,
  layout,
  'data-testid': testId = 'print-preview',
}: PrintPreviewProps) {
  const t = useFeaturesT();
  const [pages, setPages] = useState<number | null>(null);
  const { pdf, status, error } = preview;
  const summary =
    pdf && pages !== null
      ? t(pages === 1 ? 'status.one' : 'status.other', { pages, paper: t(`paper.${pdf.paperSize}`) })
      : t('status.printing');
  return (
    <div className="grid gap-3" data-testid={testId} data-status={status}>
      <p
        className="flex min-h-5 items-center gap-2 text-xs text-slate-600"
        aria-live="polite"
        data-testid="preview-status"
      >
        {status === 'updating' && <Loader2 className="h-3.5 w-3.5 animate-spin" aria-hidden="true" />}
        <span data-testid="preview-summary">{summary}</span>
        {status === 'updating' && pdf && <span>{t('status.updating')}</span>}
      </p>
      {status === 'failed' && error && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-xs text-amber-900"
          data-testid="preview-error"
        >
          <AlertCircle className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden="true" />
          {error.message}
        </p>
      )}
      {pdf && (
        <PreviewPages
          pdf={pdf}
          pageWidthPx={pageWidthPx}
          layout={layout}
          onPageCount={setPages}
          data-testid="preview-pages"
        />
      )}
    </div>
  );
}
