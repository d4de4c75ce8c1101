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

/** Asks before deleting a filter: 'Delete' and 'Cancel' (spec 5); the toasts of spec 8. */
export function DeleteFilterDialog({
  filter,
  onOpenChange,
}: {
  filter: Filter | null;
  onOpenChange: (open: boolean) => void;
}) {
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
          <DialogTitle>Delete Filter</DialogTitle>
          <DialogDescription>
            Are you sure you want to delete the filter {filter ? `“${filter.name}”` : ''}? Its preview stops working.
            This action cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={remove.isPending} autoFocus>
            Cancel
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
