import type { CompleteResume, ResumeLanguage, ResumeSection, SectionItems, User } from '@resume/contracts';

/** Items to append to a resume, section by section: each as POST /api/{section} takes one (no id, no order). */
export type ItemsToAppend = { [S in ResumeSection]?: Partial<Omit<SectionItems[S], 'id' | 'order'>>[] };

/**
 * What other modules read and ask of the resume, in the contracts' types (their bridges import this class and
 * nothing else of the resume module: docs/decisions/0058-one-seam-per-module.md). Answered by
 * adapters/in/resume.module-api-adapter.ts, which drives the use cases and presents their results.
 */
export abstract class ResumeModuleApi {
  /** The user's resume with every section; DomainError RESUME_NOT_FOUND when there is none. */
  abstract completeResume(user: User): Promise<CompleteResume>;
  /**
   * Every account owns exactly one resume, made with the account (nothing when it has one already); `language`: the
   * one the person's browser asked for at sign-up (docs/decisions/0047-resume-language.md).
   */
  abstract provision(userId: string, now: Date, language: ResumeLanguage): Promise<void>;
  /** One section's items in list order. */
  abstract sectionItems<S extends ResumeSection>(userId: string, section: S): Promise<SectionItems[S][]>;
  /**
   * Appends items to several sections (and sets the summary when given) in one transaction, each checked as if
   * created one by one: a broken rule or a full section rolls every addition back. How many were added, by section.
   */
  abstract appendItems(userId: string, items: ItemsToAppend, summary?: string): Promise<Record<ResumeSection, number>>;
}
