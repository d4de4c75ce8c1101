import type { AccentStyle, FilteredResumeResponse, Filter as FilterJson } from '@resume/contracts';
import { styleOf } from '../../../../shared/domain/style';
import type { Filter } from '../../domain/filter';
import type { TailoredResume } from '../../domain/tailored-resume';

/** A filter as the API shows it (contracts' Filter): no owner, no timestamps. */
export function toFilterJson(filter: Filter): FilterJson {
  return {
    id: filter.id,
    name: filter.name,
    tags: filter.tags,
    ...styleOf(filter),
    accentStyle: filter.accentStyle as AccentStyle | null,
    language: filter.language,
  };
}

/** The tailored resume as the API shows it: the resume's fields as they are, the filter presented. */
export function toFilteredResumeJson(tailored: TailoredResume): FilteredResumeResponse {
  return { ...tailored, filter: toFilterJson(tailored.filter) };
}
