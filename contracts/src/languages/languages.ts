/**
 * The languages a resume can be written in (issue 27, docs/decisions/0047-resume-language.md): BCP 47 tags. The
 * language decides the renderer's headings, words and date formats, the page's `lang` and the PDF's /Lang. Adding
 * one here makes every catalogue keyed by ResumeLanguage fail typecheck until it has the new language's words.
 */
export const RESUME_LANGUAGES = [
  'en',
  'de',
  'fr',
  'es',
  'pt',
  'it',
  'nl',
  'pl',
  'sv',
  'tr',
  'ru',
  'uk',
  'ar',
  'he',
  'fa',
  'hi',
  'ja',
  'zh-Hans',
  'zh-Hant',
  'ko',
  'vi',
  'th',
  'id',
] as const;
export type ResumeLanguage = (typeof RESUME_LANGUAGES)[number];

/** A resume whose language is unknown (none chosen, a frozen link from before languages, a browser we cannot match). */
export const DEFAULT_RESUME_LANGUAGE: ResumeLanguage = 'en';

export const isResumeLanguage = (value: unknown): value is ResumeLanguage =>
  typeof value === 'string' && (RESUME_LANGUAGES as readonly string[]).includes(value);

/** Primary language subtags written right to left by default (CLDR's characterOrder right-to-left). */
const RTL_LANGUAGES: ReadonlySet<string> = new Set([
  'ar',
  'he',
  'iw',
  'fa',
  'ur',
  'ps',
  'sd',
  'ckb',
  'ug',
  'yi',
  'dv',
  'syr',
]);

/** Script subtags written right to left: a script named in the tag wins over the language ('az-Arab', 'ar-Latn'). */
const RTL_SCRIPTS: ReadonlySet<string> = new Set([
  'arab',
  'hebr',
  'thaa',
  'syrc',
  'nkoo',
  'adlm',
  'rohg',
  'mand',
  'samr',
]);

/**
 * The direction a resume in this language is laid out in (docs/decisions/0048-right-to-left.md): 'ar', 'he-IL',
 * 'fa_IR', 'az-Arab' -> 'rtl'; anything else, or no language, -> 'ltr'.
 */
export function textDirectionOf(language: string | null | undefined): 'ltr' | 'rtl' {
  const [primary, ...rest] = (language ?? '').trim().toLowerCase().split(/[-_]/);
  const script = rest.find((part) => /^[a-z]{4}$/.test(part));
  if (script) return RTL_SCRIPTS.has(script) ? 'rtl' : 'ltr';
  return RTL_LANGUAGES.has(primary) ? 'rtl' : 'ltr';
}

/** Chinese: Traditional for the Hant script or the regions that write it, else Simplified. */
function chineseScript(locale: Intl.Locale): ResumeLanguage {
  if (locale.script === 'Hant') return 'zh-Hant';
  if (locale.script === 'Hans') return 'zh-Hans';
  return locale.region && ['TW', 'HK', 'MO'].includes(locale.region) ? 'zh-Hant' : 'zh-Hans';
}

/** One BCP 47 tag matched to the list ('de-AT' -> de, 'zh-TW' -> zh-Hant, 'iw' -> he), or null. */
export function matchResumeLanguage(tag: string | null | undefined): ResumeLanguage | null {
  if (!tag) return null;
  let locale: Intl.Locale;
  try {
    locale = new Intl.Locale(tag.trim().replace(/_/g, '-'));
  } catch {
    return null;
  }
  // Older codes browsers still send: iw (Hebrew), in (Indonesian); Intl.Locale may or may not canonicalise them.
  const base = ({ iw: 'he', in: 'id' } as Record<string, string>)[locale.language] ?? locale.language;
  if (base === 'zh') return chineseScript(locale);
  return isResumeLanguage(base) ? base : null;
}

/** The first of a person's languages (Accept-Language, navigator.languages: most preferred first) on the list, else en. */
export function preferredResumeLanguage(tags: readonly string[] | null | undefined): ResumeLanguage {
  for (const tag of tags ?? []) {
    const match = matchResumeLanguage(tag);
    if (match) return match;
  }
  return DEFAULT_RESUME_LANGUAGE;
}

/**
 * The language a view of the resume shows: a filter's own (a tailored version for a German employer) beats the
 * resume's; a missing or unknown value (an older frozen link) is en.
 */
export function resumeLanguageOf(
  resume: { language?: string | null },
  filter?: { language?: string | null } | null,
): ResumeLanguage {
  if (isResumeLanguage(filter?.language)) return filter.language;
  return isResumeLanguage(resume.language) ? resume.language : DEFAULT_RESUME_LANGUAGE;
}

/** A language's name in that language ('Deutsch', '日本語'), for the language select; the tag where Intl has none. */
export function languageOwnName(language: ResumeLanguage): string {
  try {
    const name = new Intl.DisplayNames([language], { type: 'language' }).of(language);
    return name ? name.charAt(0).toLocaleUpperCase(language) + name.slice(1) : language;
  } catch {
    return language;
  }
}
