import type { Resume, ResumeSections } from '../../domain/resume';

export abstract class ResumeRepository {
  abstract create(resume: Resume): Promise<void>;
  abstract findByUserId(userId: string): Promise<Resume | null>;
  /** All sections of the user's resume, ordered by `order`: one query per section, never per item. */
  abstract listSections(userId: string): Promise<ResumeSections>;
}
