import { useRef, useState, type ChangeEvent } from 'react';
import { Loader2, Upload } from 'lucide-react';
import { RESUME_SECTIONS, type LinkedInExportImportResponse, type LinkedInExportPreview } from '@resume/contracts';
import { Button, toast, useT } from '@resume/platform';
import { useImportLinkedInExport, usePreviewLinkedInExport } from './linkedin-export';
import { LinkedInExportPreviewDialog } from './LinkedInExportPreviewDialog';
import { CARD_TEXTS, countOf, EXPORT_TEXTS } from './texts';

/** The import's toast: what was added, per section, and how many profile fields were filled. */
export function importSummary(result: LinkedInExportImportResponse): string {
  const added = RESUME_SECTIONS.filter((s) => result.added[s] > 0).map((s) => countOf(s, result.added[s]));
  const filled = result.profile.filled.length;
  if (filled > 0) added.push(`${filled} profile ${filled === 1 ? 'field' : 'fields'}`);
  if (added.length === 0) return EXPORT_TEXTS.addedNothing;
  return `Added ${added.length > 1 ? `${added.slice(0, -1).join(', ')} and ${added.at(-1)}` : added[0]}.`;
}

const failed = (error: Error) =>
  toast({ title: EXPORT_TEXTS.importFailed, description: error.message, variant: 'destructive' });

/**
 * 'Upload LinkedIn export' (every plan: it is the person's own data): choose the ZIP, read the preview, then Import.
 */
export function LinkedInExportUpload() {
  const input = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<{ file: File; preview: LinkedInExportPreview; key: number } | null>(null);
  const preview = usePreviewLinkedInExport();
  const importExport = useImportLinkedInExport();
  const t = useT('account');

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again must fire change again (after a cancel or a fix on LinkedIn's side).
    event.target.value = '';
    if (!file) return;
    preview.mutate(
      { file },
      { onSuccess: (result) => setUpload({ file, preview: result, key: Date.now() }), onError: failed },
    );
  };

  const onImport = ({ overwrite }: { overwrite: boolean }) => {
    if (!upload) return;
    importExport.mutate(
      { file: upload.file, overwrite },
      {
        onSuccess: (result) => {
          setUpload(null);
          toast({ title: EXPORT_TEXTS.imported, description: importSummary(result) });
        },
        onError: failed,
      },
    );
  };

  return (
    <div className="space-y-3 border-t border-slate-200 pt-5">
      <h3 className="text-sm font-semibold">{CARD_TEXTS.exportTitle}</h3>
      <p className="text-sm text-slate-600">{CARD_TEXTS.exportExplanation}</p>
      <input
        ref={input}
        type="file"
        accept=".zip,application/zip"
        className="sr-only"
        tabIndex={-1}
        aria-label={t('linkedin.exportFile')}
        data-testid="linkedin-export-file"
        onChange={onFile}
      />
      <Button variant="outline" onClick={() => input.current?.click()} disabled={preview.isPending}>
        {preview.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Upload aria-hidden="true" />}
        {CARD_TEXTS.exportTitle}
      </Button>
      {upload && (
        <LinkedInExportPreviewDialog
          key={upload.key}
          preview={upload.preview}
          onOpenChange={(open) => !open && setUpload(null)}
          onImport={onImport}
          pending={importExport.isPending}
        />
      )}
    </div>
  );
}
