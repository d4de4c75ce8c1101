/**
 * The tailoring rule (spec 1, 3): a filter keeps the experiences and projects that carry at least one of its
 * tags. Untagged items are left out of a tailored resume (docs/decisions/0008-tailoring-rule.md); a filter with
 * no tags tailors nothing. Tags match regardless of letter case, like duplicate detection.
 */
export interface Tagged {
  tags: readonly string[];
}

export function matchesFilter(item: Tagged, filterTags: readonly string[]): boolean {
  if (filterTags.length === 0) return true;
  const wanted = new Set(filterTags.map((t) => t.toLocaleLowerCase()));
  return item.tags.some((t) => wanted.has(t.toLocaleLowerCase()));
}

export function tailorItems<T extends Tagged>(
  items: readonly T[],
  filterTags: readonly string[] | null | undefined,
): T[] {
  if (!filterTags) return [...items];
  return items.filter((item) => matchesFilter(item, filterTags));
}

/** The sorted unique tags of a user's experiences and projects: what a filter may choose from (spec 5). */
export function availableTags(...lists: readonly (readonly Tagged[])[]): string[] {
  const byKey = new Map<string, string>();
  for (const list of lists)
    for (const item of list)
      for (const tag of item.tags) {
        const key = tag.toLocaleLowerCase();
        if (!byKey.has(key)) byKey.set(key, tag);
      }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
}
