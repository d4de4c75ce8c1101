import { RESUME_LIMITS, RESUME_SECTIONS } from '@resume/contracts';
import type {
  LinkedInImportItems,
  LinkedInSectionPreview,
  LinkedInSkippedRow,
  ResumeSection,
  SectionItems,
} from '@resume/contracts';
import type { Candidate, Candidates } from './export-content';

/** The resume's items as they are now, to compare the export with. */
export type CurrentItems = { [S in ResumeSection]: Omit<SectionItems[S], 'id' | 'order'>[] };

const norm = (value: string | null | undefined) => (value ?? '').trim().toLocaleLowerCase();

/**
 * When an imported item is "already there": an experience with the same title, company and start month; an
 * education with the same institution, degree and start year; a skill, project or certification of the same name
 * (certifications: and issuer). Compared without letter case, so a second import of the same export adds nothing.
 */
const KEYS: { [S in ResumeSection]: (item: LinkedInImportItems[S] | CurrentItems[S][number]) => string } = {
  experiences: (i) => [norm(i.title), norm(i.company), norm(i.startDate)].join('|'),
  education: (i) => [norm(i.institution), norm(i.degree), norm(i.startDate)].join('|'),
  skills: (i) => norm(i.name),
  projects: (i) => norm(i.name),
  certifications: (i) => [norm(i.name), norm(i.issuer)].join('|'),
};

export type ImportPlan = { [S in ResumeSection]: LinkedInSectionPreview<S> };

function planSection<S extends ResumeSection>(
  section: S,
  candidates: Candidate<S>[],
  current: CurrentItems[S],
): LinkedInSectionPreview<S> {
  const key = KEYS[section] as (item: unknown) => string;
  const present = new Set(current.map(key));
  const inExport = new Set<string>();
  const room = RESUME_LIMITS.itemsPerSection[section] - current.length;
  const plan: LinkedInSectionPreview<S> = { toAdd: [], alreadyThere: [], skipped: [] };
  const skip = (c: Candidate<S>, reason: LinkedInSkippedRow['reason']) =>
    plan.skipped.push({ file: c.file, row: c.row, label: c.label, reason });
  for (const candidate of candidates) {
    const k = key(candidate.item);
    if (present.has(k)) plan.alreadyThere.push(candidate.item);
    else if (inExport.has(k)) skip(candidate, 'duplicate-in-export');
    else if (plan.toAdd.length >= room) skip(candidate, 'section-full');
    else plan.toAdd.push(candidate.item);
    inExport.add(k);
  }
  return plan;
}

/** What an import would add to the resume, what it already holds, and what does not fit. */
export function planImport(candidates: Candidates, current: CurrentItems): ImportPlan {
  const plan = {} as Record<ResumeSection, LinkedInSectionPreview<ResumeSection>>;
  for (const section of RESUME_SECTIONS) {
    plan[section] = planSection(section, candidates[section] as Candidate<typeof section>[], current[section]);
  }
  return plan as ImportPlan;
}
