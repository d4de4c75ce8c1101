import type { CompleteResume, JobTermLocation } from '@resume/contracts';
import type { Lexicon } from './lexicon';

/** One field of the resume that can hold terms, and where it is. */
interface ResumeField {
  location: JobTermLocation;
  text: string;
}

const label = (...parts: (string | null | undefined)[]) => parts.filter((p) => p && p.trim()).join(', ') || null;

/**
 * Every field of the resume a term may be in, in the order the resume shows them: the personal title, the
 * summary, then each section's items (each tag a field of its own, so no phrase runs from one tag into the next).
 */
export function resumeFields(resume: CompleteResume): ResumeField[] {
  const fields: ResumeField[] = [];
  const add = (section: JobTermLocation['section'], itemId: string | null, item: string | null) => {
    return (field: string, text: string | null | undefined) => {
      if (text && text.trim()) fields.push({ location: { section, itemId, field, item }, text });
    };
  };
  add('personal', null, null)('title', resume.user.title);
  add('summary', null, null)('summary', resume.resume.summary);
  for (const e of resume.experiences) {
    const at = add('experiences', e.id, label(e.title, e.company));
    at('title', e.title);
    at('company', e.company);
    at('description', e.description);
    for (const tag of e.tags) at('tags', tag);
  }
  for (const e of resume.education) {
    const at = add('education', e.id, label(e.degree, e.institution));
    at('degree', e.degree);
    at('institution', e.institution);
    at('description', e.description);
  }
  for (const s of resume.skills) {
    const at = add('skills', s.id, s.name);
    at('name', s.name);
    at('category', s.category);
  }
  for (const p of resume.projects) {
    const at = add('projects', p.id, p.name);
    at('name', p.name);
    at('description', p.description);
    for (const tag of p.tags) at('tags', tag);
  }
  for (const c of resume.certifications) {
    const at = add('certifications', c.id, label(c.name, c.issuer));
    at('name', c.name);
    at('issuer', c.issuer);
  }
  return fields;
}

/**
 * Where each term is in the resume, by term id: every spelling found at any word (not only the longest, so the
 * 'AWS' inside 'AWS Certified Developer' counts for AWS too), each field once per term, in the resume's order.
 */
export function resumeEvidence(resume: CompleteResume, lexicon: Lexicon): Map<string, JobTermLocation[]> {
  const evidence = new Map<string, JobTermLocation[]>();
  for (const { location, text } of resumeFields(resume)) {
    const list = lexicon.wordsOf(text);
    const seen = new Set<string>();
    for (let start = 0; start < list.length; start++)
      for (let limit = list.length - start; limit >= 1; ) {
        const hit = lexicon.longestAt(list, start, limit);
        if (!hit) break;
        if (!seen.has(hit.term.id)) {
          seen.add(hit.term.id);
          const where = evidence.get(hit.term.id);
          if (where) where.push(location);
          else evidence.set(hit.term.id, [location]);
        }
        limit = hit.length - 1;
      }
  }
  return evidence;
}
