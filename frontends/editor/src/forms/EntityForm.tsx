import { useForm } from 'react-hook-form';
import type { UserMessage } from '@resume/contracts';
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
}: EntityFormProps) {
  const form = useForm<FormValues>({ resolver: resolverFor<FormValues>(dto), defaultValues });
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
