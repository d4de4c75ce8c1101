import type { CompleteResume, Resume as ResumeJson } from '@resume/contracts';
import type { Resume, WholeResume } from '../../domain/resume';

/** The resume's own fields as the API shows them (contracts' Resume): no owner id, the time as ISO text. */
export function toResumeJson(resume: Resume): ResumeJson {
  return {
    id: resume.id,
    summary: resume.summary,
    lastUpdated: resume.lastUpdated.toISOString(),
    font: resume.font,
    theme: resume.theme,
    language: resume.language,
    sectionHeadings: resume.sectionHeadings,
  };
}

/** GET /api/complete-resume's body (contracts' CompleteResume); the sections are contract items already. */
export function toCompleteResumeJson({ resume, user, ...sections }: WholeResume): CompleteResume {
  return { resume: toResumeJson(resume), user, ...sections };
}
