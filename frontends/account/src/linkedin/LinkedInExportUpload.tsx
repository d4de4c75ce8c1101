import { useRef, useState, type ChangeEvent } from 'react';
import { Loader2, Upload } from 'lucide-react';
import type { LinkedInExportPreview } from '@resume/contracts';
import { Button, toast } from '@resume/platform';
import { useImportLinkedInExport, usePreviewLinkedInExport } from './linkedin-export';
import { LinkedInExportPreviewDialog } from './LinkedInExportPreviewDialog';
import { importSummary, useLinkedInTexts } from './texts';

/**
 * 'Upload LinkedIn export' (every plan: it is the person's own data): choose the ZIP, read the preview, then Import.
 */
export function LinkedInExportUpload() {
  const input = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<{ file: File; preview: LinkedInExportPreview; key: number } | null>(null);
  const preview = usePreviewLinkedInExport();
  const importExport = useImportLinkedInExport();
  const { texts, t } = useLinkedInTexts();
  const failed = (error: Error) =>
    toast({ title: texts.export.importFailed, description: error.message, variant: 'destructive' });

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
          toast({ title: texts.export.imported, description: importSummary(t, result) });
        },
        onError: failed,
      },
    );
  };

  return (
    <div className="space-y-3 border-t border-slate-200 pt-5">
      <h3 className="text-sm font-semibold">{texts.exportTitle}</h3>
      <p className="text-sm text-slate-600">{texts.exportExplanation}</p>
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
        {texts.exportTitle}
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
