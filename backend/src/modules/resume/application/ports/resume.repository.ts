import type { Resume, ResumePatch, ResumeSections } from '../../domain/resume';

export abstract class ResumeRepository {
  abstract create(resume: Resume): Promise<void>;
  abstract findByUserId(userId: string): Promise<Resume | null>;
  /** All sections of the user's resume, ordered by `order`: one query per section, never per item. */
  abstract listSections(userId: string): Promise<ResumeSections>;
  /**
   * Sets the user's resume's lastUpdated (and the patch, if any) and returns the resume, or null when the user
   * has none. Called first in a change's transaction: the row lock it takes on MySQL queues concurrent changes
   * of the same resume, so counts and orders read afterwards stay true until the commit.
   */
  abstract markUpdated(userId: string, at: Date, patch?: ResumePatch): Promise<Resume | null>;
}
