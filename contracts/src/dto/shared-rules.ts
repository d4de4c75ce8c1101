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

const MONTH_NAMES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const pad = (month: number) => String(month).padStart(2, '0');

/**
 * A month as people write it, for browsers without a month picker (the forms' 'Start Date' is a month input):
 * 'March 2024', 'Mar 2024', '03/2024' and '2024-03' all become '2024-03'. Anything else is left for the
 * month rule to refuse; blank becomes null.
 */
export function parseMonth(text: string): string {
  const named = /^([a-z]{3,})\.?,?\s+(\d{4})$/i.exec(text);
  if (named) {
    const index = MONTH_NAMES.findIndex((m) => named[1].toLowerCase().startsWith(m));
    const full = new Date(Date.UTC(2000, index, 1)).toLocaleString('en', { month: 'long', timeZone: 'UTC' });
    if (index >= 0 && full.toLowerCase().startsWith(named[1].toLowerCase())) return `${named[2]}-${pad(index + 1)}`;
  }
  const numeric = /^(\d{1,2})\s*[/.]\s*(\d{4})$/.exec(text);
  if (numeric && Number(numeric[1]) >= 1 && Number(numeric[1]) <= 12) return `${numeric[2]}-${pad(Number(numeric[1]))}`;
  return text;
}

export const trimMonth = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? parseMonth(value.trim()) : value;

export const trimMonthToNull = ({ value }: { value: unknown }) => {
  const trimmed = trimToNull({ value });
  return typeof trimmed === 'string' ? parseMonth(trimmed) : trimmed;
};
