import type { UseFormReturn } from 'react-hook-form';
import { X } from 'lucide-react';
import { ACCENT_STYLES, DEFAULT_COLORS, FONTS, MESSAGES, type AccentStyle } from '@resume/contracts';
import { TEMPLATE_LIMITS } from '@resume/contracts/dto';
import { ResumeLanguageOptions } from '@resume/features';
import { Button, FormField, Input } from '@resume/platform';
import type { FilterFormValues, FilterSubmitValues } from './filter-form';

const SELECT_CLASS =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus-visible:border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary/30 aria-[invalid=true]:border-red-500';

const ACCENT_LABELS: Record<AccentStyle, string> = {
  'border-top': 'Line above headings',
  'border-right': 'Line right of headings',
  'border-bottom': 'Line under headings',
  'border-left': 'Line left of headings',
};

type Form = UseFormReturn<FilterFormValues, unknown, FilterSubmitValues>;

function ColourField({
  form,
  name,
  label,
  fallback,
}: {
  form: Form;
  name: 'primaryColor' | 'secondaryColor';
  label: string;
  fallback: string;
}) {
  const value = form.watch(name);
  const error = form.formState.errors[name]?.message;
  const valid = /^#[0-9a-fA-F]{6}$/.test(value);
  return (
    <div className="grid gap-1.5">
      <FormField label={label} error={error} hint={value ? undefined : "Not set: the resume's theme colour applies."}>
        <Input
          placeholder={fallback}
          autoComplete="off"
          spellCheck={false}
          className="font-mono uppercase"
          {...form.register(name)}
        />
      </FormField>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${label} picker`}
          value={valid ? value.toLowerCase() : fallback.toLowerCase()}
          onChange={(e) =>
            form.setValue(name, e.target.value.toUpperCase(), { shouldDirty: true, shouldValidate: true })
          }
          className="h-9 w-14 cursor-pointer rounded-md border border-slate-300 bg-white p-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
        />
        {value && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => form.setValue(name, '', { shouldDirty: true, shouldValidate: true })}
          >
            <X aria-hidden="true" />
            Clear {label.toLowerCase()}
          </Button>
        )}
      </div>
    </div>
  );
}

/**
 * The optional style fields of a filter (spec 2.8: with a filter, its colours, font and accent style apply to the
 * tailored view, plus optional branding) and its own language (docs/decisions/0047). Blank means "as the resume".
 */
export function AppearanceFields({ form }: { form: Form }) {
  const { errors } = form.formState;
  return (
    <div className="grid gap-4" data-testid="filter-appearance">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Font" error={errors.font?.message}>
          <select className={SELECT_CLASS} {...form.register('font')}>
            <option value="">Resume font (default)</option>
            {FONTS.map((font) => (
              <option key={font} value={font}>
                {font}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="Accent style" error={errors.accentStyle?.message}>
          <select className={SELECT_CLASS} {...form.register('accentStyle')}>
            <option value="">Default (line left of headings)</option>
            {ACCENT_STYLES.map((accent) => (
              <option key={accent} value={accent}>
                {ACCENT_LABELS[accent]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={MESSAGES.resumeLanguage.filterField} error={errors.language?.message}>
          <select className={SELECT_CLASS} {...form.register('language')} data-testid="filter-language">
            <option value="">{MESSAGES.resumeLanguage.filterDefault}</option>
            <ResumeLanguageOptions />
          </select>
        </FormField>
        <ColourField form={form} name="primaryColor" label="Primary colour" fallback={DEFAULT_COLORS.primary} />
        <ColourField form={form} name="secondaryColor" label="Secondary colour" fallback={DEFAULT_COLORS.secondary} />
      </div>
      <div className="grid gap-4 border-t border-slate-100 pt-4">
        <p className="text-sm font-medium text-slate-700">Branding</p>
        <FormField label="Company name" error={errors.companyName?.message}>
          <Input
            autoComplete="off"
            maxLength={TEMPLATE_LIMITS.companyNameMaxLength}
            placeholder="Acme Corp"
            {...form.register('companyName')}
          />
        </FormField>
        <FormField label="Logo image URL" error={errors.logoImage?.message}>
          <Input
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://example.com/logo.png"
            {...form.register('logoImage')}
          />
        </FormField>
        <FormField label="Header image URL" error={errors.headerImage?.message}>
          <Input
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://example.com/banner.jpg"
            {...form.register('headerImage')}
          />
        </FormField>
      </div>
    </div>
  );
}
