import type { JobMatchResult } from '@resume/contracts';

/** A match answer as the API gives it: one required term found (inside a description), one preferred missing. */
export const RESULT: JobMatchResult = {
  rulesVersion: 'job-match-1',
  language: 'en',
  languageDetected: true,
  score: 81,
  formula: {
    weights: { required: 3, mentioned: 2, preferred: 1 },
    found: { required: 4, mentioned: 0, preferred: 1 },
    total: { required: 4, mentioned: 1, preferred: 2 },
    foundPoints: 13,
    totalPoints: 16,
    expression: '(3×4 + 2×0 + 1×1) / (3×4 + 2×1 + 1×2) = 13 / 16 = 81 %',
  },
  found: [
    {
      term: 'PostgreSQL',
      kind: 'tool',
      weight: 'required',
      points: 3,
      postingSpellings: ['PostgreSQL'],
      foundIn: [{ section: 'experiences', itemId: 'e1', field: 'description', item: 'Senior Engineer, PayCo' }],
    },
  ],
  missing: [{ term: 'Apache Kafka', kind: 'tool', weight: 'preferred', points: 1, postingSpellings: ['Kafka'] }],
  suggestedTags: [{ tag: 'Go', covers: ['PostgreSQL'] }],
};
