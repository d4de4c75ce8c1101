import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { SaveTemplateDto } from '@resume/contracts/dto';
import { toSaveRequest, type TemplateDraft } from './draft';

export type BrandingField = 'companyName' | 'logoImage' | 'headerImage';
const BRANDING_FIELDS: readonly string[] = ['companyName', 'logoImage', 'headerImage'] satisfies BrandingField[];

/**
 * What the API would reject in the draft, by field, checked with the API's own DTO (SaveTemplateDto). Colours,
 * font, margin and layout come from controls that only produce valid values; the branding fields are typed.
 * The texts are the DTO's, written with the fields' labels (FIELD_LABELS.style in the contracts).
 */
export function draftProblems(draft: TemplateDraft): Partial<Record<BrandingField | 'other', string>> {
  const errors = validateSync(plainToInstance(SaveTemplateDto, toSaveRequest(draft)));
  const problems: Partial<Record<BrandingField | 'other', string>> = {};
  for (const error of errors) {
    const text = Object.values(error.constraints ?? {})[0];
    if (!text) continue;
    if (BRANDING_FIELDS.includes(error.property)) problems[error.property as BrandingField] ??= text;
    else problems.other ??= text;
  }
  return problems;
}
