import type { CompleteResume, User } from '@resume/contracts';

/**
 * What other modules read of the resume, in the contracts' types (their bridges import this class, never the domain).
 * Answered by adapters/in/resume.module-api-adapter.ts, which presents the use cases' results.
 */
export abstract class ResumeModuleApi {
  /** The user's resume with every section; DomainError RESUME_NOT_FOUND when there is none. */
  abstract completeResume(user: User): Promise<CompleteResume>;
}
