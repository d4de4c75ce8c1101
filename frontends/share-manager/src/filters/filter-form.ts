import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import type { Resolver } from 'react-hook-form';
import { isResumeLanguage, type AccentStyle, type Filter } from '@resume/contracts';
import { CreateFilterDto, UpdateFilterDto } from '@resume/contracts/dto';
import { isApiError } from '@resume/platform';
import { type CreateFilterRequest } from '@resume/features';

/** What the filter dialog edits: text inputs hold '' for "not set". */
export interface FilterFormValues {
  name: string;
  tags: string[];
  font: string;
  primaryColor: string;
  secondaryColor: string;
  accentStyle: string;
  companyName: string;
  logoImage: string;
  headerImage: string;
  /** '' for the resume's language. */
  language: string;
}

/** What the dialog submits: the DTO's transformed values (name trimmed, tags cleaned, blanks as null). */
export type FilterSubmitValues = CreateFilterRequest & Required<Pick<CreateFilterRequest, 'tags'>>;

export const APPEARANCE_FIELDS = [
  'font',
  'primaryColor',
  'secondaryColor',
  'accentStyle',
  'companyName',
  'logoImage',
  'headerImage',
] as const;

export function filterFormDefaults(filter?: Filter | null): FilterFormValues {
  return {
    name: filter?.name ?? '',
    tags: [...(filter?.tags ?? [])],
    font: filter?.font ?? '',
    primaryColor: filter?.primaryColor ?? '',
    secondaryColor: filter?.secondaryColor ?? '',
    accentStyle: filter?.accentStyle ?? '',
    companyName: filter?.companyName ?? '',
    logoImage: filter?.logoImage ?? '',
    headerImage: filter?.headerImage ?? '',
    language: filter?.language ?? '',
  };
}

/** Whether a filter sets any of the optional style fields or a language (the dialog then opens its Appearance part). */
export function hasAppearance(filter?: Filter | null): boolean {
  return Boolean(filter && (APPEARANCE_FIELDS.some((field) => filter[field]) || filter.language));
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * The form validates with the contracts' DTO (the very rules the API applies). The choice fields hold '' for
 * "default", which the DTO would refuse, so they become null first.
 */
function filterResolver(
  dto: typeof CreateFilterDto | typeof UpdateFilterDto,
): Resolver<FilterFormValues, unknown, FilterSubmitValues> {
  const validate = classValidatorResolver(dto as never) as unknown as Resolver<
    FilterFormValues,
    unknown,
    FilterSubmitValues
  >;
  return (values, context, options) =>
    validate(
      {
        ...values,
        font: blankToNull(values.font),
        primaryColor: blankToNull(values.primaryColor),
        secondaryColor: blankToNull(values.secondaryColor),
        accentStyle: blankToNull(values.accentStyle),
        language: blankToNull(values.language),
      } as unknown as FilterFormValues,
      context,
      options,
    );
}

export const createFilterResolver = filterResolver(CreateFilterDto);
export const updateFilterResolver = filterResolver(UpdateFilterDto);

/** The request body from the validated values: every field, null clearing a style field. */
export function toFilterRequest(values: FilterSubmitValues): FilterSubmitValues {
  return {
    name: values.name,
    tags: values.tags ?? [],
    font: values.font ?? null,
    primaryColor: values.primaryColor ?? null,
    secondaryColor: values.secondaryColor ?? null,
    accentStyle: (values.accentStyle as AccentStyle | null | undefined) ?? null,
    companyName: values.companyName ?? null,
    logoImage: values.logoImage ?? null,
    headerImage: values.headerImage ?? null,
    language: isResumeLanguage(values.language) ? values.language : null,
  };
}

/** The '...' of 'Failed to create filter: ...': the server's field problems or message, else the error text. */
export function errorDetail(error: unknown): string {
  if (isApiError(error)) {
    const problems = error.body?.details?.map((d) => d.problem).filter(Boolean) ?? [];
    if (problems.length > 0) return problems.join('; ');
    return error.serverMessage ?? error.message;
  }
  return error instanceof Error ? error.message : String(error);
}
