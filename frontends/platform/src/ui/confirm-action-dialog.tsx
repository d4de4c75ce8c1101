import type { ReactNode } from 'react';
import { Loader2 } from 'lucide-react';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog';

interface ConfirmActionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The caller's exact text (the spec's confirmation or the screen's question). */
  description: string;
  cancelLabel?: string;
  confirmLabel: string;
  /** Red confirm button: the action removes something. */
  destructive?: boolean;
  /** Before the confirm label while idle; the spinner takes its place while pending. */
  confirmIcon?: ReactNode;
  onConfirm: () => void;
  pending?: boolean;
  testId?: string;
  /** More about what the action changes, between the text and the buttons. */
  children?: ReactNode;
}

/**
 * A question before an action (a delete, a disconnect, an overwrite): an alert dialog with Cancel focused. While the
 * action runs both buttons are disabled and Escape or a click outside leaves it open, so its answer is seen.
 */
export function ConfirmActionDialog({
  open,
  onOpenChange,
  title,
  description,
  cancelLabel = 'Cancel',
  confirmLabel,
  destructive = false,
  confirmIcon,
  onConfirm,
  pending = false,
  testId,
  children,
}: ConfirmActionDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent role="alertdialog" data-testid={testId} hideClose>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending} autoFocus>
            {cancelLabel}
          </Button>
          <Button variant={destructive ? 'destructive' : 'default'} onClick={onConfirm} disabled={pending}>
            {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : confirmIcon}
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
