import { useState, type FormEvent } from 'react';
import { APPLICATION_LIMITS, MESSAGES, type ApplicationSummary } from '@resume/contracts';
import {
  Button,
  ConfirmDeleteDialog,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
  Textarea,
  formatNumber,
  toast,
} from '@resume/platform';
import { useDeleteApplication, useUpdateApplication } from '@resume/features';
import { useFormFields } from './form-fields';
import { useShareManagerT } from '../locales/use-share-manager-t';

const M = MESSAGES.applications;

/**
 * The person's own notes on an application: notes, the day it was sent, the posting's address; and 'Delete', which
 * keeps the link (it may be in an employer's inbox). The posting and its match stay as they were when it was made.
 */
export function EditApplicationDialog({
  application,
  onClose,
}: {
  application: ApplicationSummary;
  onClose: () => void;
}) {
  const t = useShareManagerT();
  const update = useUpdateApplication();
  const remove = useDeleteApplication();
  const { form, set, error, setError, failed } = useFormFields({
    notes: application.notes ?? '',
    appliedOn: application.appliedOn ?? '',
    postingUrl: application.postingUrl ?? '',
  });
  const [confirming, setConfirming] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    update.mutate(
      {
        id: application.id,
        changes: { notes: form.notes || null, appliedOn: form.appliedOn || null, postingUrl: form.postingUrl || null },
      },
      {
        onSuccess: () => {
          toast(M.saved);
          onClose();
        },
        onError: failed,
      },
    );
  };

  const onDelete = () =>
    remove.mutate(application.id, {
      onSuccess: () => {
        toast(M.deleted);
        setConfirming(false);
        onClose();
      },
      onError: () => toast({ ...M.deleteFailed, variant: 'destructive' }),
    });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>
            {t('applications.editDialog.title', { company: application.company, role: application.role })}
          </DialogTitle>
          <DialogDescription>{t('applications.editDialog.intro')}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={onSubmit} aria-label={t('applications.editDialog.formLabel')}>
          <FormField label={t('applications.editDialog.appliedOn')}>
            <Input type="date" value={form.appliedOn} onChange={set('appliedOn')} />
          </FormField>
          <FormField label={t('applications.editDialog.postingUrl')}>
            <Input
              type="url"
              value={form.postingUrl}
              onChange={set('postingUrl')}
              maxLength={APPLICATION_LIMITS.postingUrlMaxLength}
            />
          </FormField>
          <FormField
            label={t('applications.editDialog.notes')}
            hint={t('applications.editDialog.notesHint', { chars: formatNumber(APPLICATION_LIMITS.notesMaxLength) })}
          >
            <Textarea
              rows={5}
              value={form.notes}
              onChange={set('notes')}
              maxLength={APPLICATION_LIMITS.notesMaxLength}
            />
          </FormField>
          {error ? (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <DialogFooter className="gap-2 sm:justify-between">
            <Button type="button" variant="destructive" onClick={() => setConfirming(true)}>
              {t('common.delete')}
            </Button>
            <div className="flex gap-2">
              <Button type="button" variant="outline" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" disabled={update.isPending}>
                {t('common.save')}
              </Button>
            </div>
          </DialogFooter>
        </form>
        <ConfirmDeleteDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('applications.editDialog.deleteTitle')}
          description={t('applications.editDialog.deleteConfirm')}
          onConfirm={onDelete}
          pending={remove.isPending}
        />
      </DialogContent>
    </Dialog>
  );
}
