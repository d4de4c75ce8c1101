import type { Filter } from '@resume/contracts';

/**
 * Filters, kept by the tailoring module: 'Create filter for this job' makes one as POST /api/filters would (its
 * tag check and the plan's filter limit included). Implemented by a bridge to the tailoring module's API.
 */
export abstract class JobFilters {
  abstract create(userId: string, input: { name: string; tags: string[] }): Promise<Filter>;
}
