import { useState } from 'react';
import { FileDown } from 'lucide-react';
import { ERROR_CODES, MESSAGES, type User, hasPaidAccess } from '@resume/contracts';
import { Button, isApiError, isPremiumRequired, PremiumRequiredDialog, toast, useT } from '@resume/platform';
import { ExportPicker, useGeneratePdf, type ExportSelection } from '@resume/features';

/**
 * 'Export PDF' (spec 2.7, 4): opens the filter and template picker; Export generates the PDF and downloads it as
 * resume-{resumeId}.pdf. A 403 PREMIUM_REQUIRED (a paid choice on a plan that no longer allows it) opens the
 * 'Premium Feature' dialog instead of the failure toast; 429 RATE_LIMITED and 503 PDF_UNAVAILABLE show the failure
 * toast with the server's text (the wait; Chromium missing, naming CHROMIUM_PATH).
 */
export function ExportPdfAction({ resumeId, user }: { resumeId: string; user: User }) {
  const t = useT('editor');
  const [open, setOpen] = useState(false);
  const [premiumOpen, setPremiumOpen] = useState(false);
  const generate = useGeneratePdf();

  const onConfirm = ({ filterId, templateId, paperSize }: ExportSelection) =>
    generate.mutate(
      { resumeId, filterId, templateId, paperSize },
      {
        onSuccess: () => {
          setOpen(false);
          toast({ ...MESSAGES.export.done });
        },
        onError: (error) => {
          if (isPremiumRequired(error)) {
            setOpen(false);
            setPremiumOpen(true);
            return;
          }
          // Past the export limit the server's text says to wait, and on a server without Chromium it says so
          // (naming CHROMIUM_PATH): 'try again' now would only fail again.
          const code = isApiError(error) ? error.code : undefined;
          const serverText = isApiError(error) ? error.serverMessage : undefined;
          const ownText = code === 'RATE_LIMITED' || code === 'PDF_UNAVAILABLE';
          toast({
            ...MESSAGES.export.failed,
            ...(ownText ? { description: serverText ?? ERROR_CODES[code].message } : {}),
            variant: 'destructive',
          });
        },
      },
    );

  return (
    <>
      <Button onClick={() => setOpen(true)} aria-haspopup="dialog">
        <FileDown aria-hidden="true" />
        {t('export.button')}
      </Button>
      <ExportPicker
        open={open}
        onOpenChange={setOpen}
        paid={hasPaidAccess(user)}
        paper={{ location: user.location }}
        pending={generate.isPending}
        onConfirm={onConfirm}
        title={t('export.title')}
        description={t('export.description')}
        confirmLabel={generate.isPending ? t('export.exporting') : t('export.confirm')}
        data-testid="export-dialog"
      />
      <PremiumRequiredDialog open={premiumOpen} onOpenChange={setPremiumOpen} />
    </>
  );
}
