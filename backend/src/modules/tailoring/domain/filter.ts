import type { ResumeLanguage } from '@resume/contracts';
import { FILTER_LIMITS } from '@resume/contracts/dto';
import { DomainError } from '../../../shared/domain/domain-error';
import { StyleFields, styleOf } from '../../../shared/domain/style';

/** A named set of tags (spec 3) with optional style fields for the tailored view. */
export interface Filter extends StyleFields {
  id: string;
  userId: string;
  name: string;
  tags: string[];
  /** This version's language (docs/decisions/0047-resume-language.md); null: the resume's. */
  language: ResumeLanguage | null;
  createdAt: Date;
  updatedAt: Date;
}

/** What the user edits: name, tags and style; on create `name` is required (the DTO has checked it). */
export type FilterInput = Partial<Pick<Filter, 'name' | 'tags' | 'language'> & StyleFields>;

/**
 * The filter's tags, each spelt as on the resume: a tag must be one of `allowed` (ignoring letter case, as
 * tailoring does), else UNKNOWN_TAG naming each unknown one; a tag twice is DUPLICATE_TAG.
 */
export function chooseTags(tags: readonly string[], allowed: readonly string[]): string[] {
  const spelling = new Map(allowed.map((tag) => [tag.toLocaleLowerCase(), tag]));
  const unknown = tags.filter((tag) => !spelling.has(tag.toLocaleLowerCase()));
  if (unknown.length > 0) {
    throw new DomainError('UNKNOWN_TAG', undefined, {
      details: unknown.map((tag) => ({
        field: 'tags',
        problem: `"${tag}" is not a tag of your experiences or projects`,
      })),
    });
  }
  const chosen = tags.map((tag) => spelling.get(tag.toLocaleLowerCase())!);
  const duplicate = chosen.find((tag, i) => chosen.indexOf(tag) !== i);
  if (duplicate !== undefined)
    throw new DomainError('DUPLICATE_TAG', undefined, { details: [{ field: 'tags', problem: duplicate }] });
  return chosen;
}

function requiredName(name: string | undefined): string {
  const trimmed = name?.trim();
  if (!trimmed)
    throw new DomainError('REQUIRED_FIELDS_MISSING', undefined, {
      details: [{ field: 'name', problem: 'is required' }],
    });
  return trimmed;
}

export function newFilter(
  id: string,
  userId: string,
  input: FilterInput,
  available: readonly string[],
  now: Date,
): Filter {
  const name = requiredName(input.name);
  return {
    ...styleOf(input),
    id,
    userId,
    name,
    tags: chooseTags(input.tags ?? [], available),
    language: input.language ?? null,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * A filter with a patch applied. New tags must be available; tags the filter already carries may stay even if
 * no item carries them any more, so renaming a filter never fails on a tag removed from the resume since.
 */
export function patchedFilter(filter: Filter, patch: FilterInput, available: readonly string[], now: Date): Filter {
  const next = { ...filter, ...patch, updatedAt: now };
  if (patch.name !== undefined) next.name = requiredName(patch.name);
  if (patch.tags) next.tags = chooseTags(patch.tags, [...filter.tags, ...available]);
  return next;
}

/** FILTER_LIMIT_REACHED when the user already keeps FILTER_LIMITS.perUser filters. */
export function checkRoomForFilter(count: number): void {
  if (count >= FILTER_LIMITS.perUser) throw new DomainError('FILTER_LIMIT_REACHED');
}
