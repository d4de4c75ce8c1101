import type { LinkedInFillableField, LinkedInProfileChanges } from '@resume/contracts';

export type ProfileValues = Partial<Record<LinkedInFillableField, string | null>>;

const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * Which of LinkedIn's values to write: an empty field is filled; a field the person typed differently is kept
 * (and reported, so the UI can ask) unless `overwrite`; an equal one is left alone. LinkedIn's blanks change nothing.
 */
export function planProfileFill(
  current: ProfileValues,
  incoming: ProfileValues,
  overwrite: boolean,
): LinkedInProfileChanges & { patch: ProfileValues } {
  const changes: LinkedInProfileChanges & { patch: ProfileValues } = { filled: [], kept: [], patch: {} };
  for (const [field, value] of Object.entries(incoming) as [LinkedInFillableField, string | null][]) {
    if (!value || !value.trim()) continue;
    const now = current[field]?.trim() ? (current[field] as string) : null;
    if (now !== null && same(now, value)) continue;
    if (now !== null && !overwrite) {
      changes.kept.push({ field, current: now, fromLinkedIn: value });
      continue;
    }
    changes.patch[field] = value;
    changes.filled.push({ field, value });
  }
  return changes;
}
