import { Trash2 } from 'lucide-react';
import { ConfirmActionDialog } from './confirm-action-dialog';

interface ConfirmDeleteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The spec's confirmation text, e.g. MESSAGES.deleteConfirm.experience(company). */
  description: string;
  onConfirm: () => void;
  pending?: boolean;
}

/** Asks before a delete (spec 5): the caller's exact text, buttons 'Delete' and 'Cancel' (an alert dialog). */
export function ConfirmDeleteDialog(props: ConfirmDeleteDialogProps) {
  return (
    <ConfirmActionDialog
      {...props}
      confirmLabel="Delete"
      destructive
      confirmIcon={<Trash2 aria-hidden="true" />}
      testId="confirm-delete-dialog"
    />
  );
}
