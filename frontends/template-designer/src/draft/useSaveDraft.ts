import { MESSAGES } from '@resume/contracts';
import { isApiError, toast } from '@resume/platform';
import { useSaveTemplate } from '@resume/features';
import { toSaveRequest, type TemplateDraft } from './draft';

/** The error's detail for 'Failed to save template: {message}': the server's message when it sent one. */
function detail(error: unknown): string {
  if (isApiError(error)) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Saves the draft (POST /api/templates) with the spec's toasts. On success the saved template's id and owner are
 * kept, so the next save goes over the same template instead of creating another.
 */
export function useSaveDraft(onSaved: (saved: Pick<TemplateDraft, 'id' | 'userId'>) => void) {
  const mutation = useSaveTemplate();
  const save = (draft: TemplateDraft) =>
    mutation.mutate(toSaveRequest(draft), {
      onSuccess: (saved) => {
        toast(MESSAGES.templates.saved);
        if (saved?.id) onSaved({ id: saved.id, userId: saved.userId });
      },
      onError: (error) => toast({ ...MESSAGES.templates.saveFailed(detail(error)), variant: 'destructive' }),
    });
  return { save, saving: mutation.isPending };
}
