import { formatResumePeriod, type Language, type ResumeLanguage } from '@resume/contracts';

/**
 * 'Mar 2021 – Present', 'Mar 2021 – Jun 2023', '2019 – 2023'; a blank end is 'Present'. In the app's language (the
 * editor's view of an item; the resume itself is printed in the resume's language): 'März 2021 – heute'.
 */
export function period(
  start: string | null,
  end: string | null,
  language: Language,
  format?: (value: string | null | undefined, language: ResumeLanguage) => string,
): string | null {
  if (!start && !end) return null;
  return formatResumePeriod(start, end, language, format);
}
