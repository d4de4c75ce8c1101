import { formatResumeMonth, type ResumeLanguage } from '@resume/contracts';

/** Description lines become bullets; a leading '- ' is stripped (spec 2.8). Blank lines are dropped. */
export function descriptionLines(description: string | null | undefined): string[] {
  if (!description) return [];
  return description
    .split(/\r?\n/)
    .map((line) => line.trim().replace(/^- /, '').trim())
    .filter((line) => line.length > 0);
}

/** 2024-03 -> Mar 2024 (in the resume's language: März 2024); anything else is shown as written. */
export function formatMonth(value: string | null | undefined, language: ResumeLanguage = 'en'): string {
  return formatResumeMonth(value, language);
}
