import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { DomainSettings } from '@resume/contracts';
import { Button, ConfirmActionDialog, toast } from '@resume/platform';
import { useDomainsTexts } from './texts';

/** 'Remove …' behind a question (Cancel focused); the toast says it is done, `onFailed` says why not. */
export function RemoveWithQuestion({
  label,
  question,
  remove,
  onFailed,
}: {
  label: string;
  question: { title: string; description: string };
  remove: UseMutationResult<DomainSettings, Error, void>;
  onFailed: (error: unknown) => void;
}) {
  const [open, setOpen] = useState(false);
  const texts = useDomainsTexts();
  const onConfirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast({ ...texts.removed });
      },
      onError: onFailed,
    });
  return (
    <>
      <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <ConfirmActionDialog
        open={open}
        onOpenChange={setOpen}
        title={question.title}
        description={question.description}
        confirmLabel={label}
        destructive
        pending={remove.isPending}
        onConfirm={onConfirm}
      />
    </>
  );
}
