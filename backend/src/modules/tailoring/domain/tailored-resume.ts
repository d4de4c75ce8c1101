import { tailorItems } from '@resume/contracts';
import type { CompleteResume, FilteredResumeResponse } from '@resume/contracts';
import { Filter, toFilterJson } from './filter';

/**
 * The resume as a filter shows it: experiences and projects kept by the shared tailoring rule (contracts
 * rules/tailoring: at least one of the filter's tags, untagged items left out), every other section whole.
 */
export function tailorResume(resume: CompleteResume, filter: Filter): FilteredResumeResponse {
  return {
    ...resume,
    experiences: tailorItems(resume.experiences, filter.tags),
    projects: tailorItems(resume.projects, filter.tags),
    filter: toFilterJson(filter),
  };
}
