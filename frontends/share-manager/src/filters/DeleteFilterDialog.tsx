import { Loader2, Trash2 } from 'lucide-react';
import { MESSAGES, type Filter } from '@resume/contracts';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  toast,
} from '@resume/platform';
import { useDeleteFilter } from '@resume/features';
import { errorDetail } from './filter-form';
import { useShareManagerT } from '../locales/use-share-manager-t';

/** Asks before deleting a filter: 'Delete' and 'Cancel' (spec 5); the toasts of spec 8. */
export function DeleteFilterDialog({
  filter,
  onOpenChange,
}: {
  filter: Filter | null;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useShareManagerT();
  const remove = useDeleteFilter();
  const confirm = async () => {
    if (!filter) return;
    try {
      await remove.mutateAsync(filter.id);
      toast({ ...MESSAGES.filters.deleted });
      onOpenChange(false);
    } catch (error) {
      toast({ ...MESSAGES.filters.deleteFailed(errorDetail(error)), variant: 'destructive' });
    }
  };
  return (
    <Dialog open={Boolean(filter)} onOpenChange={(open) => !remove.isPending && onOpenChange(open)}>
      <DialogContent role="alertdialog" data-testid="delete-filter-dialog" hideClose>
        <DialogHeader>
          <DialogTitle>{t('filters.deleteDialog.title')}</DialogTitle>
          <DialogDescription>{t('filters.deleteDialog.description', { name: filter?.name ?? '' })}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={remove.isPending} autoFocus>
            {t('common.cancel')}
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
            {t('common.delete')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
