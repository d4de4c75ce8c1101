import { textDirectionOf } from '../languages/languages';

/**
 * The interface languages the app ships (docs/decisions/0049-app-translations.md). A language is added here, in
 * each namespace's catalogue list, and nowhere else: the footer's and the profile's choices, the detection from the
 * browser and from Accept-Language, and the catalogue check all read this list.
 */
export const LANGUAGES = ['en', 'de', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself: what the language choices show, whatever the page's language. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', de: 'Deutsch', ar: 'العربية' };

/**
 * The cookie that carries a visitor's choice (set by the footer's and the profile's switch): the server-rendered
 * pages read it before Accept-Language, so a choice made in the app holds on /r/{username} and the error pages too.
 */
export const LANGUAGE_COOKIE = 'rb_lang';

export type TextDirection = 'ltr' | 'rtl';

/** The interface's direction in a language: the same rule as a resume's (decision 0048, CLDR's right-to-left). */
export function languageDirection(language: string): TextDirection {
  return textDirectionOf(language);
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function primarySubtag(tag: string): string {
  return tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
}

/**
 * The first shipped language among a person's preferences, in their order ('de-AT' is German; 'fr' is skipped), or
 * English. The browser's `navigator.languages` and a parsed Accept-Language header give the same kind of list.
 */
export function pickLanguage(preferences: readonly string[]): Language {
  for (const preference of preferences) {
    const language = primarySubtag(preference);
    if (isLanguage(language)) return language;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * An Accept-Language header's tags, most wanted first (by `q`, ties in the header's order); `q=0` means "not
 * this one" and is left out, as is '*'. Malformed parts are skipped rather than refused: the header is a hint.
 */
export function acceptLanguagePreferences(header: string | undefined | null): string[] {
  if (!header) return [];
  const entries: { tag: string; q: number; order: number }[] = [];
  header.split(',').forEach((part, order) => {
    const [rawTag, ...params] = part.split(';');
    const tag = rawTag?.trim() ?? '';
    if (!/^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(tag)) return;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0 || q > 1) return;
    entries.push({ tag, q, order });
  });
  return entries.sort((a, b) => b.q - a.q || a.order - b.order).map((entry) => entry.tag);
}

/** A `Cookie` header's language choice, when it names a shipped language. */
export function languageFromCookieHeader(cookieHeader: string | undefined | null): Language | null {
  if (!cookieHeader) return null;
  for (const pair of cookieHeader.split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return null;
}
