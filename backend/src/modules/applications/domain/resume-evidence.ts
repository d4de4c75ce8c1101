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

/** Words read between two steps: a largest resume (a million characters) is read in about 80 steps of a few ms. */
const WORDS_PER_STEP = 2_000;

/**
 * Where each term is in the resume, by term id: every spelling found at any word (not only the longest, so the
 * 'AWS' inside 'AWS Certified Developer' counts for AWS too), each field once per term, in the resume's order.
 * Yields after every WORDS_PER_STEP words or so, so a caller can let other work run between steps.
 */
export function* resumeEvidence(
  resume: CompleteResume,
  lexicon: Lexicon,
): Generator<void, Map<string, JobTermLocation[]>, void> {
  const evidence = new Map<string, JobTermLocation[]>();
  let read = 0;
  for (const { location, text } of resumeFields(resume)) {
    if (read >= WORDS_PER_STEP) {
      read = 0;
      yield;
    }
    const list = lexicon.wordsOf(text);
    read += list.length;
    const seen = new Set<string>();
    for (let start = 0; start < list.length; start++)
      for (const { term } of lexicon.termsAt(list, start)) {
        if (seen.has(term.id)) continue;
        seen.add(term.id);
        const where = evidence.get(term.id);
        if (where) where.push(location);
        else evidence.set(term.id, [location]);
      }
  }
  return evidence;
}
