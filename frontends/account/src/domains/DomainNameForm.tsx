import type { ReactNode } from 'react';
import { useForm, type RegisterOptions } from 'react-hook-form';
import { Loader2 } from 'lucide-react';
import { Button, FormField, Input, toast } from '@resume/platform';
import { fieldErrorOf } from './domain-errors';
import { useDomainsTexts } from './texts';

interface Props {
  label: string;
  hint: string;
  placeholder: string;
  maxLength: number;
  inputMode?: 'url' | 'text';
  rules: RegisterOptions<{ name: string }, 'name'>;
  /** Shown after the field, e.g. '.resumes.example.com'. */
  suffix?: ReactNode;
  submitLabel: string;
  pending: boolean;
  /** Sends the typed name; resolves on success, rejects with the API error. */
  save: (name: string) => Promise<unknown>;
  /** A failure that does not concern the name (premium, limit, network). */
  onOtherError: (error: unknown) => void;
}

/**
 * One name to save (the subdomain or the custom domain): the field with its hint, the client's own checks, and the
 * server's refusal of the name (taken, reserved, invalid) under the field in the catalogue's words.
 */
export function DomainNameForm({
  label,
  hint,
  placeholder,
  maxLength,
  inputMode,
  rules,
  suffix,
  submitLabel,
  pending,
  save,
  onOtherError,
}: Props) {
  const texts = useDomainsTexts();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<{ name: string }>({ defaultValues: { name: '' } });

  const onSubmit = handleSubmit(({ name }) =>
    save(name).then(
      () => {
        reset();
        toast({ ...texts.saved });
      },
      (error: unknown) => {
        const message = fieldErrorOf(error);
        if (message) setError('name', { message });
        else onOtherError(error);
      },
    ),
  );

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-wrap items-start gap-3">
      <FormField label={label} hint={hint} error={errors.name?.message} className="min-w-0 flex-1">
        <Input
          autoComplete="off"
          spellCheck={false}
          inputMode={inputMode}
          maxLength={maxLength}
          placeholder={placeholder}
          {...register('name', rules)}
        />
      </FormField>
      {suffix}
      <Button type="submit" className="mt-6" disabled={pending}>
        {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
        {submitLabel}
      </Button>
    </form>
  );
}
