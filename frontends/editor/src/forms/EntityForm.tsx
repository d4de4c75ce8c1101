import { useEffect, useLayoutEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { ResumeDraft, UserMessage } from '@resume/contracts';
import { useDraftStore } from '../preview/draft-store';
import { FormActions } from './FormActions';
import { FormFields } from './FormFields';
import { reportInvalid, reportSaveError } from './form-errors';
import type { FieldSpec, FormValues } from './form-types';
import { resolverFor } from './resolver';

interface EntityFormProps {
  fields: FieldSpec[];
  /** The contracts' DTO class the API validates this body with. */
  dto: new () => object;
  defaultValues: FormValues;
  /** Adjusts the validated values before they are sent. */
  toInput?: (values: FormValues) => FormValues;
  /** The toast when the save fails for another reason than a field rule. */
  failure: UserMessage;
  /** Sends the validated values; rejects with the API error. */
  onSave: (input: FormValues) => Promise<unknown>;
  onCancel: () => void;
  testId?: string;
  /**
   * Shows what is typed in the live preview before it is saved: `key` names this form among the open ones, `dto`
   * is what the server checks the part with, `toDraft` makes the part of the draft from the valid values.
   */
  draft?: { key: string; dto: new () => object; toDraft: (valid: FormValues) => ResumeDraft };
}

/** Publishes the form's values to the editor's draft store on every change, and withdraws them when it closes. */
function usePublishDraft(
  form: ReturnType<typeof useForm<FormValues>>,
  draft: EntityFormProps['draft'],
  toInput: EntityFormProps['toInput'],
) {
  const store = useDraftStore();
  const binding = useRef({ draft, toInput });
  useLayoutEffect(() => {
    binding.current = { draft, toInput };
  });
  const key = draft?.key;
  useEffect(() => {
    if (!store || !key) return;
    const subscription = form.watch((values) => {
      const { draft: current, toInput: adjust } = binding.current;
      if (!current) return;
      store.set(key, {
        dto: current.dto,
        values: { ...(values as FormValues) },
        toDraft: (valid) => current.toDraft(adjust ? adjust({ ...valid }) : valid),
      });
    });
    return () => {
      subscription.unsubscribe();
      store.clear(key);
    };
  }, [store, key, form]);
}

/**
 * An edit form validated with the API's own DTO: a missing required field marks the field and raises
 * 'Required fields missing'; server problems land on their fields; other failures raise `failure`.
 */
export function EntityForm({
  fields,
  dto,
  defaultValues,
  toInput,
  failure,
  onSave,
  onCancel,
  testId,
  draft,
}: EntityFormProps) {
  const form = useForm<FormValues>({ resolver: resolverFor<FormValues>(dto), defaultValues });
  usePublishDraft(form, draft, toInput);
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(toInput ? toInput({ ...values }) : { ...values });
    } catch (error) {
      reportSaveError(error, failure, form);
    }
  }, reportInvalid);

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" data-testid={testId}>
      <FormFields fields={fields} form={form} />
      <FormActions onCancel={onCancel} saving={form.formState.isSubmitting} />
    </form>
  );
}
