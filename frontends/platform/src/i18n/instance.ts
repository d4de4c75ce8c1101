import { createInstance, type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { CHROME_CATALOGUES, DEFAULT_LANGUAGE, LANGUAGES, type Catalogue, type Language } from '@resume/contracts';
import { platformEn } from './locales/en';
import { detectLanguage } from './detect-language';
import { applyDocumentLanguage } from './document-language';

/** A language's catalogue of one namespace, fetched when that language is first used (webpack: a chunk each). */
export type CatalogueLoader = () => Promise<Catalogue | { default: Catalogue }>;

const loaders = new Map<string, Partial<Record<Language, CatalogueLoader>>>();

/**
 * The backend plugin of the one instance: a namespace's catalogue in a language comes from the loader its owner
 * registered. A namespace or language nobody registered answers an empty catalogue, so English (the fallback) shows.
 */
const registeredCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = loaders.get(namespace)?.[language as Language];
    if (!load) return callback(null, {});
    load().then(
      (loaded) => callback(null, ('default' in loaded ? loaded.default : loaded) as Catalogue),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/**
 * THE i18next instance of the page (docs/decisions/0049-app-translations.md). @resume/platform is the federation
 * singleton, so the shell and every remote translate through this one: one language, one change event, each
 * remote's namespace added to it. English and the `chrome` namespace are in memory from the start (English is the
 * fallback of every key, so an English page never waits); other languages load per namespace when used.
 */
export const i18n = createInstance();

// Before init: init loads the page's language of 'platform' at once, and a namespace with no loader yet would be
// marked loaded with an empty catalogue (a German page kept the English fallback of 'just now').
const platformLoaders = {
  de: () => import('./locales/de').then((m) => m.platformDe),
  ar: () => import('./locales/ar').then((m) => m.platformAr),
};
loaders.set('platform', platformLoaders);

void i18n
  .use(registeredCatalogues)
  .use(initReactI18next)
  .init({
    lng: detectLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'languageOnly',
    ns: ['chrome', 'platform'],
    defaultNS: 'chrome',
    partialBundledLanguages: true,
    resources: {
      ...Object.fromEntries(LANGUAGES.map((language) => [language, { chrome: CHROME_CATALOGUES[language] }])),
      en: { chrome: CHROME_CATALOGUES.en, platform: platformEn },
    },
    // React escapes what it renders; the catalogues are text, never HTML.
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: true },
  });

// Every page, every language change: <html lang dir> follow.
applyDocumentLanguage(i18n.language);
i18n.on('languageChanged', applyDocumentLanguage);

registerCatalogues('platform', platformEn, platformLoaders);

/**
 * An app's own namespace: its English catalogue (in memory at once: the source and the fallback) and a loader per
 * other language. The shell calls it at start-up, a remote in its exposed module, before anything renders with it.
 */
export function registerCatalogues(
  namespace: string,
  english: Catalogue,
  others: Partial<Record<Exclude<Language, 'en'>, CatalogueLoader>>,
): void {
  loaders.set(namespace, others);
  if (!i18n.hasResourceBundle(DEFAULT_LANGUAGE, namespace))
    i18n.addResourceBundle(DEFAULT_LANGUAGE, namespace, english);
}

/** The language the page speaks now. */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : DEFAULT_LANGUAGE;
}
