import type { Filter, FilteredResumeResponse, User } from '@resume/contracts';

/**
 * What other modules read of tailoring, in the contracts' types (their bridges import this class, never the domain).
 * Answered by adapters/in/tailoring.module-api-adapter.ts, which presents the use cases' results.
 */
export abstract class TailoringModuleApi {
  /** One of the user's filters, or null: share links name a filter. */
  abstract filter(userId: string, filterId: string): Promise<Filter | null>;
  /** The user's resume through one of their filters; DomainError RESUME_NOT_FOUND when the filter is not theirs. */
  abstract filteredResume(user: User, filterId: string): Promise<FilteredResumeResponse>;
  /**
   * A new filter of the user's, as POST /api/filters makes it: its tags must be on the user's experiences or
   * projects, and the plan's filter limit holds (DomainError UNKNOWN_TAG, FILTER_LIMIT_REACHED). A job match makes
   * one of its suggested tags (docs/decisions/0051-job-match.md).
   */
  abstract createFilter(userId: string, input: { name: string; tags: string[] }): Promise<Filter>;
}
