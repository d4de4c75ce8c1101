import { useRef, useState, type ChangeEvent } from 'react';
import { FileJson, Loader2, Upload } from 'lucide-react';
import { ERROR_CODES, RESUME_LIMITS, type JsonResume } from '@resume/contracts';
import { Button, downloadBlob, toast, useT } from '@resume/platform';
import { useExportJsonResume } from '@resume/features';
import { ImportJsonResumeDialog } from './ImportJsonResumeDialog';

/** The file 'Export JSON Resume' downloads. */
const JSON_RESUME_FILE_NAME = 'resume.json';

function isJsonObject(value: unknown): value is JsonResume {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** 'Export JSON Resume' (downloads resume.json) and 'Import JSON Resume' (file picker, then a confirmation). */
export function JsonResumeActions() {
  const t = useT('editor');
  const exporter = useExportJsonResume();
  const fileInput = useRef<HTMLInputElement>(null);
  const [document, setDocument] = useState<JsonResume | null>(null);

  const onExport = () =>
    exporter.mutate(undefined, {
      onSuccess: (blob) => downloadBlob(blob, JSON_RESUME_FILE_NAME),
      onError: () =>
        toast({
          title: t('jsonResume.exportFailed'),
          description: t('jsonResume.exportRetry'),
          variant: 'destructive',
        }),
    });

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again fires change again
    if (!file) return;
    const refuse = (code: 'INVALID_JSON_RESUME' | 'JSON_RESUME_TOO_LARGE') =>
      toast({ title: t('jsonResume.importFailed'), description: ERROR_CODES[code].message, variant: 'destructive' });
    let parsed: unknown;
    try {
      parsed = JSON.parse(await file.text());
    } catch {
      return refuse('INVALID_JSON_RESUME');
    }
    if (!isJsonObject(parsed)) return refuse('INVALID_JSON_RESUME');
    // The server reads at most RESUME_LIMITS.importBodyBytes of the document as it is sent: said before uploading.
    if (new Blob([JSON.stringify(parsed)]).size > RESUME_LIMITS.importBodyBytes) return refuse('JSON_RESUME_TOO_LARGE');
    setDocument(parsed);
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={onExport} disabled={exporter.isPending}>
        {exporter.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <FileJson aria-hidden="true" />}
        {t('jsonResume.export')}
      </Button>
      <Button variant="outline" size="sm" onClick={() => fileInput.current?.click()}>
        <Upload aria-hidden="true" />
        {t('jsonResume.import')}
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept="application/json,.json"
        className="sr-only"
        tabIndex={-1}
        aria-label={t('jsonResume.fileLabel')}
        data-testid="json-resume-file"
        onChange={onFile}
      />
      <ImportJsonResumeDialog document={document} onClose={() => setDocument(null)} />
    </div>
  );
}
