import type { CompleteResume, Filter, SaveTemplateRequest, Template, User } from '@resume/contracts';

/** What an export reads from the other modules (resume, tailoring, templates); answered by a bridge. */
export abstract class ExportSources {
  abstract completeResume(user: User): Promise<CompleteResume>;
  /** The resume tailored by the user's filter; DomainError RESUME_NOT_FOUND when the filter is not theirs. */
  abstract filteredResume(user: User, filterId: string): Promise<CompleteResume & { filter: Filter }>;
  /** The user's own template or a system preset; null otherwise. */
  abstract template(userId: string, templateId: string): Promise<Template | null>;
  /** The template the template editor's unsaved input makes (a preview only: nothing is stored). */
  abstract unsavedTemplate(userId: string, input: SaveTemplateRequest): Template;
}
