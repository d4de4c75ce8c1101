import { tailorItems } from '@resume/contracts';
import type { CompleteResume } from '@resume/contracts';
import type { Filter } from './filter';

/** A resume through one filter, with the filter that tailored it. */
export type TailoredResume = CompleteResume & { filter: Filter };

/**
 * The resume as a filter shows it: experiences and projects kept by the shared tailoring rule (contracts
 * rules/tailoring: at least one of the filter's tags, untagged items left out), every other section whole.
 */
export function tailorResume(resume: CompleteResume, filter: Filter): TailoredResume {
  return {
    ...resume,
    experiences: tailorItems(resume.experiences, filter.tags),
    projects: tailorItems(resume.projects, filter.tags),
    filter,
  };
}
