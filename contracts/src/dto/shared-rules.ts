/** Transforms and rules the DTO classes share. */
import { ValidationOptions, registerDecorator } from 'class-validator';
import { MESSAGES } from '../errors/messages';

export const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Blank optional text becomes null, so "cleared" and "never set" look the same; multi-line text keeps its inner layout. */
export const trimToNull = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const t = value.trim();
  return t === '' ? null : t;
};

/** Tags: trimmed, blanks dropped (spec 5). Duplicates are left for `NoDuplicateTags` to refuse. */
export const cleanTags = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? value.map((t) => (typeof t === 'string' ? t.trim() : t)).filter((t) => t !== '') : value;

/** Two tags that differ only in letter case are the same tag. */
export function findDuplicateTag(tags: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const tag of tags) {
    const key = tag.toLocaleLowerCase();
    if (seen.has(key)) return tag;
    seen.add(key);
  }
  return null;
}

export function NoDuplicateTags(options?: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'noDuplicateTags',
      target: object.constructor,
      propertyName,
      options: { message: MESSAGES.items.duplicateTag.description, ...options },
      validator: {
        validate: (value: unknown) => !Array.isArray(value) || findDuplicateTag(value as string[]) === null,
      },
    });
}

/** The message a missing required field carries, so the API answers REQUIRED_FIELDS_MISSING naming the field. */
export const REQUIRED = { message: MESSAGES.items.requiredFieldsMissing.description } as const;
