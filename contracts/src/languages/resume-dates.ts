/**
 * A resume's dates in its language, from Intl (CLDR), never a hand-written month list: '2019-03' is 'Mar 2019' in
 * English, 'März 2019' in German, '2019年3月' in Japanese. The stored dates are months and years of the Gregorian
 * calendar, so the calendar is fixed to it (Persian and Thai would otherwise default to their own calendars and
 * shift the month); the language still chooses its digits and word order.
 */
import type { ResumeLanguage } from './languages';
import { RESUME_WORDS } from './resume-words';

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(language: ResumeLanguage, withMonth: boolean): Intl.DateTimeFormat {
  const key = `${language}:${withMonth}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      ...(withMonth ? { month: 'short' as const } : {}),
      year: 'numeric',
      calendar: 'gregory',
      timeZone: 'UTC',
    });
    formatters.set(key, format);
  }
  return format;
}

/** 2024-03 -> 'Mar 2024' (en), 'März 2024' (de); anything else is shown as written. */
export function formatResumeMonth(value: string | null | undefined, language: ResumeLanguage): string {
  if (!value) return '';
  const m = /^(\d{4})-(\d{2})/.exec(value);
  const month = m ? Number(m[2]) : 0;
  if (!m || month < 1 || month > 12) return value;
  return formatter(language, true).format(Date.UTC(Number(m[1]), month - 1, 15));
}

/** 2019 -> '2019' ('2019年' in Japanese, '۲۰۱۹' in Persian); 'Expected 2027' in the language's words. */
export function formatResumeYear(value: string | null | undefined, language: ResumeLanguage): string {
  if (!value) return '';
  const m = /^(Expected )?(\d{4})$/.exec(value.trim());
  if (!m) return value;
  const year = formatter(language, false).format(Date.UTC(Number(m[2]), 6, 1));
  return m[1] ? RESUME_WORDS[language].expected(year) : year;
}

/** 'Mar 2019 – Present': a period, its open end in the language's word. */
export function formatResumePeriod(
  start: string | null | undefined,
  end: string | null | undefined,
  language: ResumeLanguage,
  format: (value: string | null | undefined, language: ResumeLanguage) => string = formatResumeMonth,
): string {
  const from = format(start, language);
  const to = end ? format(end, language) : RESUME_WORDS[language].present;
  return from ? `${from} – ${to}` : to;
}
