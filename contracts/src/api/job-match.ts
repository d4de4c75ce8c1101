/**
 * Matching a pasted job posting with the master resume (issue 28 point 1, docs/decisions/0051-job-match.md): no AI,
 * deterministic, versioned rules. The result is plain JSON so that an application can keep it as it was when sent.
 */
import type { Filter } from './entities';

export const JOB_MATCH_API = {
  /** POST { posting, language? }: the match of the posting with the signed-in person's resume. Every plan. */
  match: '/api/job-match',
  /** POST { posting, language?, name }: the match again, and a filter of its suggested tags (paid, as filters are). */
  createFilter: '/api/job-match/filter',
} as const;

/** The languages whose stop words and requirement words the rules know; others are matched with English rules. */
export const JOB_MATCH_LANGUAGES = ['en', 'de', 'fr', 'es'] as const;
export type JobMatchLanguage = (typeof JOB_MATCH_LANGUAGES)[number];

/** A posting is pasted text: at most this many characters (the body of the route is held to `bodyBytes`). */
export const JOB_MATCH_LIMITS = {
  postingMaxLength: 20_000,
  /** Both routes' body: 20,000 characters of any script plus the JSON around them. */
  bodyBytes: 64 * 1024,
  /** Matches (either route) per signed-in person per window: each one reads the whole resume. */
  perUser: { limit: 30, windowMs: 10 * 60 * 1000 },
} as const;

/** How a posting asks for a term: 'required' (must have...), 'preferred' (nice to have...), or neither. */
export type JobTermWeight = 'required' | 'mentioned' | 'preferred';
export const JOB_TERM_WEIGHTS: Readonly<Record<JobTermWeight, number>> = { required: 3, mentioned: 2, preferred: 1 };

/** Where a term came from: the shipped dictionary's kinds, or the person's own tags and skills. */
export type JobTermKind = 'skill' | 'tool' | 'certification' | 'own';

/** Where in the resume a term was found. */
export type JobTermSection =
  'personal' | 'summary' | 'experiences' | 'education' | 'skills' | 'projects' | 'certifications';

export interface JobTermLocation {
  section: JobTermSection;
  /** The item's id; null for the personal title and the summary. */
  itemId: string | null;
  /** The item's field: title, company, description, tags, name, category, degree, institution, issuer, summary. */
  field: string;
  /** The item as the person knows it ('Senior Engineer, Acme'), kept so a stored result reads after an edit. */
  item: string | null;
}

export interface JobMatchTerm {
  /** The term's name: the dictionary's spelling, or the person's own for their tags and skills. */
  term: string;
  kind: JobTermKind;
  weight: JobTermWeight;
  /** JOB_TERM_WEIGHTS[weight]: what the term counts in the score. */
  points: number;
  /** The posting's own spellings of it ('k8s', 'Kubernetes'), in order of appearance. */
  postingSpellings: string[];
}

export interface JobMatchFoundTerm extends JobMatchTerm {
  foundIn: JobTermLocation[];
}

export interface JobMatchSuggestedTag {
  tag: string;
  /** The found terms this tag's items add to the filter (terms of the tags before it are not repeated). */
  covers: string[];
}

export interface JobMatchFormula {
  weights: Readonly<Record<JobTermWeight, number>>;
  /** Terms found in the resume, per weight. */
  found: Record<JobTermWeight, number>;
  /** Terms of the posting, per weight. */
  total: Record<JobTermWeight, number>;
  foundPoints: number;
  totalPoints: number;
  /** The sum written out: '(3×4 + 2×1 + 1×0) / (3×5 + 2×2 + 1×1) = 14 / 20 = 70 %'. */
  expression: string;
}

export interface JobMatchResult {
  /** The rules' and dictionary's version: the same posting, resume and version give the same result. */
  rulesVersion: string;
  language: JobMatchLanguage;
  /** True when the language was told by the posting's words, false when the request named it. */
  languageDetected: boolean;
  /** round(100 × foundPoints / totalPoints); null when the posting names no known term. */
  score: number | null;
  formula: JobMatchFormula;
  found: JobMatchFoundTerm[];
  missing: JobMatchTerm[];
  /** The person's tags whose experiences and projects cover the most found terms, best first. */
  suggestedTags: JobMatchSuggestedTag[];
}

export interface JobMatchFilterResponse {
  filter: Filter;
  match: JobMatchResult;
}
