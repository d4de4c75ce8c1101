import type { IncomingHttpHeaders } from 'node:http';
import { acceptLanguagePreferences, languageFromCookieHeader, pickLanguage, type Language } from '@resume/contracts';

/**
 * The language a server-rendered page speaks to this visitor (docs/decisions/0049-app-translations.md): the choice
 * made in the app (the `rb_lang` cookie, which the app also sets from a signed-in account's language), else the
 * browser's Accept-Language, else English.
 */
export function visitorLanguage(headers: IncomingHttpHeaders): Language {
  return (
    languageFromCookieHeader(headers.cookie) ?? pickLanguage(acceptLanguagePreferences(headers['accept-language']))
  );
}
