import {
  JOB_MATCH_LANGUAGES,
  JOB_TERM_WEIGHTS,
  type CompleteResume,
  type JobMatchFormula,
  type JobMatchFoundTerm,
  type JobMatchLanguage,
  type JobMatchResult,
  type JobMatchTerm,
  type JobTermWeight,
} from '@resume/contracts';
import { bestFilterTags } from './best-filter-tags';
import { postingTerms } from './job-posting';
import { words } from './job-text';
import { Lexicon } from './lexicon';
import { resumeEvidence } from './resume-evidence';
import { STOP_WORDS } from './stop-words';

/**
 * The version of the rules: the tokeniser, stop words, requirement words, weights, dictionary (dictionary/job-terms.json)
 * and scoring. Bump it with any change to them, so a stored result says which rules made it.
 */
export const JOB_MATCH_RULES_VERSION = 'job-match-1';

const WEIGHT_ORDER: readonly JobTermWeight[] = ['required', 'mentioned', 'preferred'];

/** The posting's language: the supported language with the most stop words in it; ties and none: English. */
export function detectLanguage(posting: string): JobMatchLanguage {
  const counts = new Map<JobMatchLanguage, number>(JOB_MATCH_LANGUAGES.map((l) => [l, 0]));
  for (const word of words(posting, 'en'))
    for (const language of JOB_MATCH_LANGUAGES)
      if (STOP_WORDS[language].has(word.key)) counts.set(language, counts.get(language)! + 1);
  let best: JobMatchLanguage = 'en';
  for (const language of JOB_MATCH_LANGUAGES) if (counts.get(language)! > counts.get(best)!) best = language;
  return best;
}

export interface JobMatchInput {
  posting: string;
  language?: JobMatchLanguage;
}

/**
 * A posting matched with a resume (issue 28 point 1): the posting's known terms (the dictionary's, and the
 * person's own tags and skills) with their weights, which of them the resume holds and where, the score with its
 * formula, and the tags of the best filter. A pure function: the same posting, language and resume give the same
 * result, which names JOB_MATCH_RULES_VERSION.
 */
export function matchJob(input: JobMatchInput, resume: CompleteResume): JobMatchResult {
  const steps = matchJobInSteps(input, resume);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * matchJob in steps (docs/decisions/0035-bounded-input.md): it yields while reading a large resume, so the server
 * lets other requests run between steps; the result is the same however it is driven.
 */
export function* matchJobInSteps(input: JobMatchInput, resume: CompleteResume): Generator<void, JobMatchResult, void> {
  const language = input.language ?? detectLanguage(input.posting);
  const lexicon = new Lexicon(language);
  const tagged = [...resume.experiences, ...resume.projects];
  for (const item of tagged) for (const tag of item.tags) lexicon.addOwn(tag);
  for (const skill of resume.skills) lexicon.addOwn(skill.name);

  yield;
  const asked = postingTerms(input.posting, lexicon, language);
  yield;
  const evidence = yield* resumeEvidence(resume, lexicon);
  const found: JobMatchFoundTerm[] = [];
  const missing: JobMatchTerm[] = [];
  for (const { term, weight, spellings } of asked) {
    const entry: JobMatchTerm = {
      term: term.name,
      kind: term.kind,
      weight,
      points: JOB_TERM_WEIGHTS[weight],
      postingSpellings: spellings,
    };
    const where = evidence.get(term.id);
    if (where) found.push({ ...entry, foundIn: where });
    else missing.push(entry);
  }
  // Heaviest first; the posting's order within a weight (a stable sort keeps it).
  const byPoints = (a: JobMatchTerm, b: JobMatchTerm) => b.points - a.points;
  found.sort(byPoints);
  missing.sort(byPoints);

  const formula = scoreFormula(found, missing);
  return {
    rulesVersion: JOB_MATCH_RULES_VERSION,
    language,
    languageDetected: input.language === undefined,
    score: formula.totalPoints === 0 ? null : Math.round((100 * formula.foundPoints) / formula.totalPoints),
    formula,
    found,
    missing,
    suggestedTags: bestFilterTags(
      found.map((t) => ({ id: t.term, name: t.term, points: t.points, foundIn: t.foundIn })),
      tagged,
    ),
  };
}

/** The score's sum, per weight: points of the terms found over points of all terms. */
function scoreFormula(found: readonly JobMatchTerm[], missing: readonly JobMatchTerm[]): JobMatchFormula {
  const count = (list: readonly JobMatchTerm[]) =>
    Object.fromEntries(WEIGHT_ORDER.map((w) => [w, list.filter((t) => t.weight === w).length])) as Record<
      JobTermWeight,
      number
    >;
  const foundCount = count(found);
  const total = count([...found, ...missing]);
  const points = (counts: Record<JobTermWeight, number>) =>
    WEIGHT_ORDER.reduce((sum, w) => sum + JOB_TERM_WEIGHTS[w] * counts[w], 0);
  const sum = (counts: Record<JobTermWeight, number>) =>
    WEIGHT_ORDER.map((w) => `${JOB_TERM_WEIGHTS[w]}×${counts[w]}`).join(' + ');
  const foundPoints = points(foundCount);
  const totalPoints = points(total);
  const ratio = totalPoints === 0 ? '–' : `${Math.round((100 * foundPoints) / totalPoints)} %`;
  return {
    weights: JOB_TERM_WEIGHTS,
    found: foundCount,
    total,
    foundPoints,
    totalPoints,
    expression: `(${sum(foundCount)}) / (${sum(total)}) = ${foundPoints} / ${totalPoints} = ${ratio}`,
  };
}
