import type { JobMatchSuggestedTag, JobTermLocation } from '@resume/contracts';
import { FILTER_LIMITS } from '@resume/contracts/dto';

interface TaggedItem {
  id: string;
  tags: readonly string[];
}

interface FoundTerm {
  id: string;
  name: string;
  points: number;
  foundIn: readonly JobTermLocation[];
}

/**
 * The person's tags that make the best filter for the found terms (a filter shows the experiences and projects
 * carrying any of its tags; other sections always show): greedily the tag whose items add the most points of terms
 * not yet covered, ties to the tag on fewer items (a tighter filter), then by its key. Stops when no tag adds a
 * term, or at a filter's tag limit. Tags are spelt as on the resume, the first spelling met (as the filter form).
 */
export function bestFilterTags(found: readonly FoundTerm[], items: readonly TaggedItem[]): JobMatchSuggestedTag[] {
  const tags = new Map<string, { tag: string; items: Set<string> }>();
  for (const item of items)
    for (const tag of item.tags) {
      const key = tag.toLocaleLowerCase();
      const entry = tags.get(key) ?? { tag, items: new Set<string>() };
      entry.items.add(item.id);
      tags.set(key, entry);
    }
  const termsOf = (itemIds: Set<string>) =>
    found.filter((term) => term.foundIn.some((where) => where.itemId !== null && itemIds.has(where.itemId)));

  const covered = new Set<string>();
  const chosen: JobMatchSuggestedTag[] = [];
  const candidates = [...tags.entries()].map(([key, { tag, items: ids }]) => ({ key, tag, ids, terms: termsOf(ids) }));
  while (chosen.length < FILTER_LIMITS.tagsPerFilter) {
    let best: { candidate: (typeof candidates)[number]; adds: FoundTerm[]; gain: number } | null = null;
    for (const candidate of candidates) {
      const adds = candidate.terms.filter((term) => !covered.has(term.id));
      const gain = adds.reduce((sum, term) => sum + term.points, 0);
      if (gain === 0) continue;
      if (
        !best ||
        gain > best.gain ||
        (gain === best.gain && candidate.ids.size < best.candidate.ids.size) ||
        (gain === best.gain && candidate.ids.size === best.candidate.ids.size && candidate.key < best.candidate.key)
      )
        best = { candidate, adds, gain };
    }
    if (!best) break;
    for (const term of best.adds) covered.add(term.id);
    chosen.push({ tag: best.candidate.tag, covers: best.adds.map((term) => term.name) });
    candidates.splice(candidates.indexOf(best.candidate), 1);
  }
  return chosen;
}
