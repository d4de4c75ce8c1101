import { DomainError } from '../../../shared/domain/domain-error';
import type { Resume, ResumeSections } from '../domain/resume';
import { sectionsInListOrder } from '../domain/section-order';
import { ResumeRepository } from './ports/resume.repository';

/** The user's resume and its sections in list order; RESUME_NOT_FOUND when there is none. */
export async function readWholeResume(
  resumes: ResumeRepository,
  userId: string,
): Promise<{ resume: Resume; sections: ResumeSections }> {
  const resume = await resumes.findByUserId(userId);
  if (!resume) throw new DomainError('RESUME_NOT_FOUND');
  return { resume, sections: sectionsInListOrder(await resumes.listSections(userId)) };
}
