import type { Translation } from '../catalogue';
import type { Language } from '../languages';
import { chromeAr } from './ar';
import { chromeDe } from './de';
import { chromeEn, type ChromeTexts } from './en';

export { chromeEn, type ChromeTexts };

/**
 * The `chrome` namespace of every shipped language: small and on every page, so the shell bundles all of them and
 * the backend reads them directly.
 */
export const CHROME_CATALOGUES: Record<Language, Translation<ChromeTexts>> = {
  en: chromeEn,
  de: chromeDe,
  ar: chromeAr,
};
