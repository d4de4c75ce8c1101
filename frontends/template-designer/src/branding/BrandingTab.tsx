import { TEMPLATE_LIMITS } from '@resume/contracts/dto';
import { FormField, Input } from '@resume/platform';
import type { TemplateDraft } from '../draft/draft';
import type { BrandingField } from '../draft/validation';
import { Switch } from './Switch';

type BrandingPatch = Partial<Pick<TemplateDraft, BrandingField | 'isDefault'>>;

interface BrandingTabProps {
  draft: TemplateDraft;
  problems: Partial<Record<BrandingField, string>>;
  onChange: (patch: BrandingPatch) => void;
}

/** The Branding tab: company name, logo and header image URLs (http or https), and 'Use as default template'. */
export function BrandingTab({ draft, problems, onChange }: BrandingTabProps) {
  return (
    <div className="grid gap-5">
      <FormField label="Company name" error={problems.companyName} hint="Shown with the logo above the resume.">
        <Input
          value={draft.companyName ?? ''}
          onChange={(e) => onChange({ companyName: e.target.value })}
          maxLength={TEMPLATE_LIMITS.companyNameMaxLength}
          placeholder="Acme Corporation"
          autoComplete="organization"
        />
      </FormField>
      <FormField label="Logo image URL" error={problems.logoImage} hint="An http:// or https:// link to an image.">
        <Input
          type="url"
          inputMode="url"
          value={draft.logoImage ?? ''}
          onChange={(e) => onChange({ logoImage: e.target.value })}
          placeholder="https://example.com/logo.png"
        />
      </FormField>
      <FormField
        label="Header image URL"
        error={problems.headerImage}
        hint="A wide banner shown across the top of the resume."
      >
        <Input
          type="url"
          inputMode="url"
          value={draft.headerImage ?? ''}
          onChange={(e) => onChange({ headerImage: e.target.value })}
          placeholder="https://example.com/banner.jpg"
        />
      </FormField>
      <Switch
        label="Use as default template"
        description="The default template is picked first when you export or share your resume."
        checked={draft.isDefault}
        onChange={(isDefault) => onChange({ isDefault })}
      />
    </div>
  );
}
