import { RESUME_LIMITS } from '@resume/contracts';
import { isObject, type Problem } from './json-resume';

const LIMIT = RESUME_LIMITS.itemsPerSection;

/** The JSON Resume lists that become items, and the most of each a resume takes. */
const LISTS = [
  ['work', LIMIT.experiences],
  ['education', LIMIT.education],
  ['projects', LIMIT.projects],
  ['certificates', LIMIT.certifications],
] as const;

/** Skills are items one per keyword: the keywords of every group, counted without reading a single one. */
function keywordCount(skills: unknown): number {
  if (!Array.isArray(skills)) return 0;
  let count = 0;
  for (const group of skills) if (isObject(group) && Array.isArray(group.keywords)) count += group.keywords.length;
  return count;
}

/**
 * Every section of a parsed document that holds more entries than a resume may: found from the lists' lengths
 * alone, before any entry is read, mapped or checked, so a document of a few hundred thousand empty entries costs
 * no more than one that fits (issue 24; docs/decisions/0035-bounded-input.md).
 */
export function entriesOverLimits(doc: unknown): Problem[] {
  if (!isObject(doc)) return [];
  const problems: Problem[] = [];
  for (const [key, limit] of LISTS) {
    const list = doc[key];
    if (Array.isArray(list) && list.length > limit)
      problems.push({ field: key, problem: `at most ${limit} entries (found ${list.length})` });
  }
  const skills = keywordCount(doc.skills);
  if (skills > LIMIT.skills)
    problems.push({ field: 'skills', problem: `at most ${LIMIT.skills} skills (found ${skills})` });
  return problems;
}
