import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { SaveTemplateDto, TEMPLATE_LIMITS } from '@resume/contracts/dto';
import { toSaveRequest, type TemplateDraft } from './draft';

export type BrandingField = 'companyName' | 'logoImage' | 'headerImage';

const TEXTS: Record<BrandingField, string> = {
  companyName: `Use at most ${TEMPLATE_LIMITS.companyNameMaxLength} characters.`,
  logoImage: 'Enter an image URL starting with http:// or https://',
  headerImage: 'Enter an image URL starting with http:// or https://',
};

/**
 * What the API would reject in the draft, by field, checked with the API's own DTO (SaveTemplateDto). Colours,
 * font, margin and layout come from controls that only produce valid values; the branding fields are typed.
 */
export function draftProblems(draft: TemplateDraft): Partial<Record<BrandingField | 'other', string>> {
  const errors = validateSync(plainToInstance(SaveTemplateDto, toSaveRequest(draft)));
  const problems: Partial<Record<BrandingField | 'other', string>> = {};
  for (const error of errors) {
    const field = error.property as BrandingField;
    if (field in TEXTS) problems[field] = TEXTS[field];
    else problems.other ??= Object.values(error.constraints ?? {})[0] ?? `${error.property} is not valid`;
  }
  return problems;
}
