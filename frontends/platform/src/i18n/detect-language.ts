import { languageFromCookieHeader, pickLanguage, type Language } from '@resume/contracts';

/** The choice made in the footer or the profile on this device (the `rb_lang` cookie), if any. */
export function chosenLanguage(): Language | null {
  return typeof document === 'undefined' ? null : languageFromCookieHeader(document.cookie);
}

/**
 * The language a page starts in before the account is known: the choice made on this device, else the browser's
 * preferences, else English. Signed in, the account's own language then wins (AccountLanguage).
 */
export function detectLanguage(): Language {
  const chosen = chosenLanguage();
  if (chosen) return chosen;
  if (typeof navigator === 'undefined') return pickLanguage([]);
  return pickLanguage(navigator.languages?.length ? navigator.languages : [navigator.language]);
}
