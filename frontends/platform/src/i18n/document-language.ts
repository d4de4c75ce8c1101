import { LANGUAGE_COOKIE, languageDirection, type Language } from '@resume/contracts';

/** `<html lang dir>` of the page in `language`: Arabic turns the whole shell right to left. */
export function applyDocumentLanguage(language: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = languageDirection(language);
}

/**
 * Remembers a choice on this device for a year: the app reads it before the browser's preferences, and the server's
 * pages (the prerendered marketing pages, public pages, error pages) read it before Accept-Language.
 */
export function rememberLanguageChoice(language: Language): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}
