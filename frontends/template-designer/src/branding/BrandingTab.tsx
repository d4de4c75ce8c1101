import { TEMPLATE_LIMITS } from '@resume/contracts/dto';
import { FormField, Input } from '@resume/platform';
import { useFieldTexts } from '@resume/features';
import type { TemplateDraft } from '../draft/draft';
import type { BrandingField } from '../draft/validation';
import { useDesignerT } from '../locales/use-designer-t';
import { SwitchField } from './SwitchField';

/** Example addresses: the same in every language. */
const EXAMPLE_LOGO = 'https://example.com/logo.png';
const EXAMPLE_BANNER = 'https://example.com/banner.jpg';

type BrandingPatch = Partial<Pick<TemplateDraft, BrandingField | 'isDefault'>>;

interface BrandingTabProps {
  draft: TemplateDraft;
  problems: Partial<Record<BrandingField, string>>;
  onChange: (patch: BrandingPatch) => void;
}

/** The Branding tab: company name, logo and header image URLs (http or https), and 'Use as default template'. */
export function BrandingTab({ draft, problems, onChange }: BrandingTabProps) {
  const t = useDesignerT();
  // The DTO's field messages (English, the API's words) in the page's language.
  const { message } = useFieldTexts();
  const error = (field: BrandingField) => {
    const text = problems[field];
    return text === undefined ? undefined : message(text);
  };
  return (
    <div className="grid gap-5">
      <FormField label={t('branding.companyName')} error={error('companyName')} hint={t('branding.companyNameHint')}>
        <Input
          value={draft.companyName ?? ''}
          onChange={(e) => onChange({ companyName: e.target.value })}
          maxLength={TEMPLATE_LIMITS.companyNameMaxLength}
          placeholder={t('branding.companyNamePlaceholder')}
          autoComplete="organization"
        />
      </FormField>
      <FormField label={t('branding.logo')} error={error('logoImage')} hint={t('branding.logoHint')}>
        <Input
          type="url"
          inputMode="url"
          value={draft.logoImage ?? ''}
          onChange={(e) => onChange({ logoImage: e.target.value })}
          dir="ltr"
          placeholder={EXAMPLE_LOGO}
        />
      </FormField>
      <FormField label={t('branding.header')} error={error('headerImage')} hint={t('branding.headerHint')}>
        <Input
          type="url"
          inputMode="url"
          value={draft.headerImage ?? ''}
          onChange={(e) => onChange({ headerImage: e.target.value })}
          dir="ltr"
          placeholder={EXAMPLE_BANNER}
        />
      </FormField>
      <SwitchField
        label={t('branding.default')}
        description={t('branding.defaultHint')}
        checked={draft.isDefault}
        onChange={(isDefault) => onChange({ isDefault })}
      />
    </div>
  );
}
