import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { MESSAGES, type UserMessage } from '@resume/contracts';
import { isApiError, toast } from '@resume/platform';

const REQUIRED_TEXT = MESSAGES.items.requiredFieldsMissing.description;

/** Error codes that concern one field although the server names none in `details`. */
const CODE_FIELDS: Partial<Record<string, string>> = {
  USERNAME_TAKEN: 'username',
  USERNAME_RESERVED: 'username',
  EMAIL_TAKEN: 'email',
  END_BEFORE_START: 'endDate',
};

function showError(message: UserMessage): void {
  toast({ ...message, variant: 'destructive' });
}

/** Client-side validation failed: a missing required field raises 'Required fields missing' (spec 5). */
export function reportInvalid(errors: FieldErrors): void {
  const missing = Object.values(errors).some((error) => error?.message === REQUIRED_TEXT);
  if (missing) showError(MESSAGES.items.requiredFieldsMissing);
}

/**
 * A failed save: the server's field problems are put on the fields, and the toast is the spec's text for the
 * error code (required fields, duplicate tag) or the section's failure message.
 */
export function reportSaveError<V extends FieldValues>(
  error: unknown,
  failure: UserMessage,
  form?: UseFormReturn<V>,
): void {
  if (isApiError(error) && form) {
    const problems = [...(error.body?.details ?? [])];
    const codeField = error.code && CODE_FIELDS[error.code];
    if (codeField && error.serverMessage) problems.push({ field: codeField, problem: error.serverMessage });
    for (const { field, problem } of problems) {
      if (field in form.getValues()) form.setError(field as Path<V>, { type: 'server', message: problem });
    }
  }
  const code = isApiError(error) ? error.code : undefined;
  if (code === 'REQUIRED_FIELDS_MISSING') showError(MESSAGES.items.requiredFieldsMissing);
  else if (code === 'DUPLICATE_TAG') showError(MESSAGES.items.duplicateTag);
  else showError(failure);
}

export function showSuccess(message: UserMessage): void {
  toast({ ...message });
}
