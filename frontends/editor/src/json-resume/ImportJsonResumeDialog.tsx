import { useState } from 'react';
import { AlertTriangle, Info, Loader2, Upload } from 'lucide-react';
import { MESSAGES, type ApiErrorBody, type ImportAdjustment, type JsonResume } from '@resume/contracts';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  isApiError,
  toast,
  useT,
} from '@resume/platform';
import { useImportJsonResume } from '@resume/features';

type Problem = NonNullable<ApiErrorBody['details']>[number];

/** What the document holds, counted per kind: '3 work entries, 2 education entries, ...'. */
function counts(doc: JsonResume, t: ReturnType<typeof useT>): string {
  const parts = [
    ['work', doc.work?.length ?? 0],
    ['education', doc.education?.length ?? 0],
    ['skills', doc.skills?.reduce((n, group) => n + (group.keywords?.length ?? 0), 0) ?? 0],
    ['projects', doc.projects?.length ?? 0],
    ['certificates', doc.certificates?.length ?? 0],
  ] as const;
  return parts.map(([kind, n]) => t(`jsonResume.counts.${kind}`, { count: n })).join(', ');
}

/** What the server fitted rather than refuse (an over-long value cut or moved): shown after the import. */
function AdjustmentList({ adjustments }: { adjustments: ImportAdjustment[] }) {
  const t = useT('editor');
  return (
    <div
      role="status"
      className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
      data-testid="import-adjustments"
    >
      <p className="flex items-center gap-2 font-semibold">
        <Info className="h-4 w-4" aria-hidden="true" />
        {t('jsonResume.adjustedText')}
      </p>
      <ul className="mt-1 list-disc ps-6">
        {adjustments.map((a, i) => (
          <li key={i}>
            <code className="font-mono text-xs">{a.field}</code>: {a.change}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Confirms the import of a parsed JSON Resume document; a 400 lists the server's problems here. An import the
 * server had to adjust stays open with the list of changes until the person closes it.
 */
export function ImportJsonResumeDialog({ document, onClose }: { document: JsonResume | null; onClose: () => void }) {
  const t = useT('editor');
  const importer = useImportJsonResume();
  const [problems, setProblems] = useState<Problem[]>([]);
  // What the server changed to fit the document: the import's own answer, kept until close() resets it.
  const adjustments: ImportAdjustment[] | null = importer.data?.adjustments?.length ? importer.data.adjustments : null;

  const close = () => {
    setProblems([]);
    importer.reset();
    onClose();
  };

  const onConfirm = () => {
    if (!document) return;
    setProblems([]);
    importer.mutate(document, {
      onSuccess: (answer) => {
        toast({ title: MESSAGES.items.successTitle, description: t('jsonResume.doneText') });
        if (!answer.adjustments?.length) close();
      },
      onError: (error) => {
        const body = isApiError(error) ? error.body : null;
        setProblems(body?.details ?? []);
        toast({
          title: t('jsonResume.importFailed'),
          description: body?.message ?? t('jsonResume.importRetry'),
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <Dialog open={document !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent role="alertdialog" data-testid="import-json-resume-dialog">
        <DialogHeader>
          <DialogTitle>{adjustments ? t('jsonResume.importedTitle') : t('jsonResume.confirmTitle')}</DialogTitle>
          <DialogDescription>{adjustments ? t('jsonResume.doneText') : t('jsonResume.confirmText')}</DialogDescription>
        </DialogHeader>
        {document && !adjustments && (
          <p className="text-sm text-slate-600">{t('jsonResume.fileHolds', { counts: counts(document, t) })}</p>
        )}
        {adjustments && <AdjustmentList adjustments={adjustments} />}
        {problems.length > 0 && (
          <div
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
            data-testid="import-problems"
          >
            <p className="flex items-center gap-2 font-semibold">
              <AlertTriangle className="h-4 w-4" aria-hidden="true" />
              {t('jsonResume.notImported')}
            </p>
            <ul className="mt-1 list-disc ps-6">
              {problems.map((p, i) => (
                <li key={i}>
                  <code className="font-mono text-xs">{p.field}</code>: {p.problem}
                </li>
              ))}
            </ul>
          </div>
        )}
        {adjustments ? (
          <DialogFooter>
            <Button onClick={close}>{t('jsonResume.done')}</Button>
          </DialogFooter>
        ) : (
          <DialogFooter>
            <Button variant="outline" onClick={close} disabled={importer.isPending}>
              {t('common.cancel')}
            </Button>
            <Button onClick={onConfirm} disabled={importer.isPending}>
              {importer.isPending ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <Upload aria-hidden="true" />
              )}
              {t('jsonResume.replace')}
            </Button>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
