import { Controller, type UseFormReturn } from 'react-hook-form';
import { FormField, Input, Textarea, cn, useT } from '@resume/platform';
import { useFieldTexts } from '@resume/features';
import { TagInput } from '../components/TagInput';
import type { FieldSpec, FormValues } from './form-types';

function errorOf(form: UseFormReturn<FormValues>, name: string): string | undefined {
  const message = form.formState.errors[name]?.message;
  return typeof message === 'string' ? message : undefined;
}

function Field({ spec, form }: { spec: FieldSpec; form: UseFormReturn<FormValues> }) {
  const t = useT('editor');
  const fields = useFieldTexts();
  const label = fields.label(spec.label);
  // The DTO's English message (the resolver validates with the API's rules) in the page's language.
  const error = (name: string) => {
    const message = errorOf(form, name);
    return message === undefined ? undefined : fields.message(message);
  };
  const hint = 'hint' in spec && spec.hint ? t(`formTexts.${spec.hint}`) : undefined;
  const placeholder = 'placeholder' in spec && spec.placeholder ? t(`formTexts.${spec.placeholder}`) : undefined;
  switch (spec.kind) {
    case 'text': {
      const disabled = spec.disabledWhen ? Boolean(form.watch(spec.disabledWhen)) : false;
      return (
        <FormField
          label={label}
          required={spec.required}
          error={error(spec.name)}
          hint={hint}
          className={cn(spec.wide && 'sm:col-span-2')}
        >
          <Input
            type={spec.type ?? 'text'}
            inputMode={spec.inputMode}
            placeholder={placeholder}
            disabled={disabled}
            {...form.register(spec.name)}
          />
        </FormField>
      );
    }
    case 'textarea':
      return (
        <FormField label={label} error={error(spec.name)} hint={hint} className="sm:col-span-2">
          <Textarea rows={spec.rows} placeholder={placeholder} {...form.register(spec.name)} />
        </FormField>
      );
    case 'checkbox': {
      const { clears } = spec;
      return (
        <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium text-slate-700">
          <input
            type="checkbox"
            className="h-4 w-4 rounded border-slate-300 text-primary accent-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2"
            {...form.register(spec.name, {
              onChange: (event: { target: { checked: boolean } }) => {
                if (clears && event.target.checked) form.setValue(clears, '', { shouldValidate: false });
              },
            })}
          />
          {label}
        </label>
      );
    }
    case 'tags':
      return (
        <div className="sm:col-span-2">
          <Controller
            control={form.control}
            name={spec.name}
            render={({ field }) => (
              <TagInput label={label} value={(field.value as string[]) ?? []} onChange={field.onChange} />
            )}
          />
        </div>
      );
  }
}

/** The form fields described by `fields`, two columns from small screens up. */
export function FormFields({ fields, form }: { fields: FieldSpec[]; form: UseFormReturn<FormValues> }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map((spec) => (
        <Field key={spec.name} spec={spec} form={form} />
      ))}
    </div>
  );
}
