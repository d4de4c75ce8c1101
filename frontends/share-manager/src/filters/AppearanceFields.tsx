import type { UseFormReturn } from 'react-hook-form';
import { X } from 'lucide-react';
import { ACCENT_STYLES, DEFAULT_COLORS, FONTS, type AccentStyle } from '@resume/contracts';
import { TEMPLATE_LIMITS } from '@resume/contracts/dto';
import { ResumeLanguageOptions } from '@resume/features';
import { Button, FormField, Input } from '@resume/platform';
import type { FilterFormValues, FilterSubmitValues } from './filter-form';
import { useShareManagerT } from '../locales/use-share-manager-t';

const SELECT_CLASS =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus-visible:border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary/30 aria-[invalid=true]:border-red-500';

/** Where the line sits on the resume's own page (left and right are the page's, whatever the app's direction). */
const ACCENT_LABELS: Record<AccentStyle, string> = {
  'border-top': 'filters.appearance.accents.top',
  'border-right': 'filters.appearance.accents.right',
  'border-bottom': 'filters.appearance.accents.bottom',
  'border-left': 'filters.appearance.accents.left',
};

/** Example addresses: the same in every language. */
const EXAMPLE_URLS = { logo: 'https://example.com/logo.png', header: 'https://example.com/banner.jpg' };

type Form = UseFormReturn<FilterFormValues, unknown, FilterSubmitValues>;

/** A colour's texts: the field's label, its picker's and its clear button's. */
const COLOUR_TEXTS = {
  primaryColor: 'filters.appearance.primary',
  secondaryColor: 'filters.appearance.secondary',
} as const;

function ColourField({
  form,
  name,
  fallback,
}: {
  form: Form;
  name: 'primaryColor' | 'secondaryColor';
  fallback: string;
}) {
  const t = useShareManagerT();
  const texts = COLOUR_TEXTS[name];
  const label = t(texts);
  const value = form.watch(name);
  const error = form.formState.errors[name]?.message;
  const valid = /^#[0-9a-fA-F]{6}$/.test(value);
  return (
    <div className="grid gap-1.5">
      <FormField label={label} error={error} hint={value ? undefined : t('filters.appearance.colourUnset')}>
        <Input
          placeholder={fallback}
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          className="font-mono uppercase"
          {...form.register(name)}
        />
      </FormField>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={t(`${texts}Picker`)}
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
            {t(`${texts}Clear`)}
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
  const t = useShareManagerT();
  const { errors } = form.formState;
  return (
    <div className="grid gap-4" data-testid="filter-appearance">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('filters.appearance.font')} error={errors.font?.message}>
          <select className={SELECT_CLASS} {...form.register('font')}>
            <option value="">{t('filters.appearance.fontDefault')}</option>
            {FONTS.map((font) => (
              <option key={font} value={font}>
                {font}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={t('filters.appearance.accent')} error={errors.accentStyle?.message}>
          <select className={SELECT_CLASS} {...form.register('accentStyle')}>
            <option value="">{t('filters.appearance.accentDefault')}</option>
            {ACCENT_STYLES.map((accent) => (
              <option key={accent} value={accent}>
                {t(ACCENT_LABELS[accent])}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={t('filters.appearance.language')} error={errors.language?.message}>
          <select className={SELECT_CLASS} {...form.register('language')} data-testid="filter-language">
            <option value="">{t('filters.appearance.languageDefault')}</option>
            <ResumeLanguageOptions />
          </select>
        </FormField>
        <ColourField form={form} name="primaryColor" fallback={DEFAULT_COLORS.primary} />
        <ColourField form={form} name="secondaryColor" fallback={DEFAULT_COLORS.secondary} />
      </div>
      <div className="grid gap-4 border-t border-slate-100 pt-4">
        <p className="text-sm font-medium text-slate-700">{t('filters.appearance.branding')}</p>
        <FormField label={t('filters.appearance.companyName')} error={errors.companyName?.message}>
          <Input
            autoComplete="off"
            maxLength={TEMPLATE_LIMITS.companyNameMaxLength}
            placeholder={t('filters.appearance.companyExample')}
            {...form.register('companyName')}
          />
        </FormField>
        <FormField label={t('filters.appearance.logo')} error={errors.logoImage?.message}>
          <Input
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder={EXAMPLE_URLS.logo}
            {...form.register('logoImage')}
          />
        </FormField>
        <FormField label={t('filters.appearance.header')} error={errors.headerImage?.message}>
          <Input
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder={EXAMPLE_URLS.header}
            {...form.register('headerImage')}
          />
        </FormField>
      </div>
    </div>
  );
}
