import { fieldMessages, RESUME_LIMITS, SKILL_LEVEL, SKILL_PROFICIENCY } from '@resume/contracts';
import type { ResumeSection, SectionItems } from '@resume/contracts';
import { DomainError } from '../../../shared/domain/domain-error';

/** An item of a section as the API shows it. */
export type SectionItem<S extends ResumeSection = ResumeSection> = SectionItems[S];
/** What the user edits: everything but the id and the server-managed order. */
export type ItemFields<S extends ResumeSection = ResumeSection> = Omit<SectionItems[S], 'id' | 'order'>;
/** A patch or a new item as it arrives: only the fields that were sent. */
export type ItemInput<S extends ResumeSection = ResumeSection> = Partial<ItemFields<S>>;

/**
 * Tags (spec 5): trimmed, blanks dropped; a tag that differs from an earlier one only in letter case is a
 * duplicate (DUPLICATE_TAG); at most RESUME_LIMITS.tagsPerItem (TOO_MANY_TAGS).
 */
export function cleanTags(tags: readonly string[]): string[] {
  const cleaned = tags.map((t) => t.trim()).filter((t) => t !== '');
  const seen = new Set<string>();
  for (const tag of cleaned) {
    const key = tag.toLocaleLowerCase();
    if (seen.has(key))
      throw new DomainError('DUPLICATE_TAG', undefined, { details: [{ field: 'tags', problem: tag }] });
    seen.add(key);
  }
  if (cleaned.length > RESUME_LIMITS.tagsPerItem) throw new DomainError('TOO_MANY_TAGS');
  return cleaned;
}

/** The year of '2019' or 'Expected 2027' (education dates), or of a month '2024-03'. */
function yearOf(value: string): string {
  return /\d{4}/.exec(value)?.[0] ?? value;
}

/** END_BEFORE_START when both dates are set and the end sorts before the start ('2024-03' and '2019' sort as text). */
export function checkDateOrder(start: string | null, end: string | null, field: string): void {
  if (start && end && end < start) {
    throw new DomainError('END_BEFORE_START', undefined, {
      details: [{ field, problem: `must not be before ${start}` }],
    });
  }
}

interface SectionRule<S extends ResumeSection> {
  /** Values of the optional fields for a new item. */
  defaults: Omit<ItemFields<S>, RequiredField<S>>;
  /** Applies the section's rules to a complete item; throws a DomainError when one is broken. */
  normalize(fields: ItemFields<S>): ItemFields<S>;
  /** Items are ordered within their group: skills within their category, other sections as one list. */
  groupOf(item: ItemFields<S>): string;
}

type RequiredField<S extends ResumeSection> = {
  experiences: 'title' | 'company' | 'startDate';
  education: 'degree' | 'institution' | 'startDate';
  skills: 'category' | 'name';
  projects: 'name';
  certifications: 'name' | 'issuer';
}[S];

const ONE_LIST = () => '';
/** The skill form's words for its fields (the API's `details` land under them). */
const SKILL = fieldMessages('skill');

export const SECTION_RULES: { [S in ResumeSection]: SectionRule<S> } = {
  experiences: {
    defaults: { location: null, endDate: null, current: false, description: null, tags: [] },
    normalize(item) {
      // A current position has no end, whatever was sent.
      const endDate = item.current ? null : item.endDate;
      checkDateOrder(item.startDate, endDate, 'endDate');
      return { ...item, endDate, current: Boolean(item.current), tags: cleanTags(item.tags) };
    },
    groupOf: ONE_LIST,
  },
  education: {
    defaults: { location: null, endDate: null, gpa: null, description: null },
    normalize(item) {
      checkDateOrder(yearOf(item.startDate), item.endDate && yearOf(item.endDate), 'endDate');
      return item;
    },
    groupOf: ONE_LIST,
  },
  skills: {
    defaults: { level: SKILL_LEVEL.default, proficiency: null },
    normalize(item) {
      const level = item.level ?? SKILL_LEVEL.default;
      if (!Number.isInteger(level) || level < SKILL_LEVEL.min || level > SKILL_LEVEL.max) {
        throw new DomainError('VALIDATION_FAILED', undefined, {
          details: [{ field: 'level', problem: SKILL.wholeNumber('level', SKILL_LEVEL.min, SKILL_LEVEL.max) }],
        });
      }
      const proficiency = item.proficiency ?? null;
      const { min, max } = SKILL_PROFICIENCY;
      if (proficiency !== null && (!Number.isInteger(proficiency) || proficiency < min || proficiency > max)) {
        throw new DomainError('VALIDATION_FAILED', undefined, {
          details: [{ field: 'proficiency', problem: SKILL.wholeNumber('proficiency', min, max) }],
        });
      }
      return { ...item, level, proficiency };
    },
    groupOf: (item) => item.category,
  },
  projects: {
    defaults: { url: null, description: null, year: null, tags: [] },
    normalize: (item) => ({ ...item, tags: cleanTags(item.tags) }),
    groupOf: ONE_LIST,
  },
  certifications: {
    defaults: { issueDate: null, expirationDate: null, url: null },
    normalize(item) {
      checkDateOrder(item.issueDate, item.expirationDate, 'expirationDate');
      return item;
    },
    groupOf: ONE_LIST,
  },
};

/** Only the fields that were sent: `undefined` means "leave as it is"; `id` and `order` are never the client's. */
export function sentFields<S extends ResumeSection>(
  input: ItemInput<S> & { id?: unknown; order?: unknown },
): ItemInput<S> {
  const { id: _id, order: _order, ...fields } = input;
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as ItemInput<S>;
}

/** A new item from what was sent, with the section's defaults and rules applied. */
export function newItemFields<S extends ResumeSection>(section: S, input: ItemInput<S>): ItemFields<S> {
  const rule = SECTION_RULES[section] as SectionRule<S>;
  return rule.normalize({ ...rule.defaults, ...sentFields<S>(input) } as ItemFields<S>);
}

/** An existing item with a patch applied, the section's rules checked on the result. */
export function patchedItem<S extends ResumeSection>(
  section: S,
  item: SectionItem<S>,
  patch: ItemInput<S>,
): SectionItem<S> {
  const rule = SECTION_RULES[section] as SectionRule<S>;
  const { id, order, ...fields } = item as SectionItem<S> & { id: string; order: number };
  const next = rule.normalize({ ...fields, ...sentFields<S>(patch) } as ItemFields<S>);
  return { ...next, id, order } as SectionItem<S>;
}

export function groupOf<S extends ResumeSection>(section: S, item: ItemFields<S>): string {
  return (SECTION_RULES[section] as SectionRule<S>).groupOf(item);
}

/** SECTION_FULL when the section already holds RESUME_LIMITS.itemsPerSection items. */
export function checkRoomFor(section: ResumeSection, count: number, adding = 1): void {
  if (count + adding > RESUME_LIMITS.itemsPerSection[section]) throw new DomainError('SECTION_FULL');
}
