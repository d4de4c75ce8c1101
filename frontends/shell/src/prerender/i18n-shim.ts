/**
 * What the prerendered marketing pages' builds (webpack.prerender.js) use instead of react-i18next and the
 * platform's i18next instance: the English catalogues, read directly. Those pages are English HTML, served only to
 * visitors whose language is English (backend/src/web/prerendered-pages.ts; any other language gets the app), so the
 * build's markup and its islands' hydration agree, and the islands carry no i18next, only the texts their code
 * names (english-catalogues.ts, island-catalogue.ts; docs/decisions/0049-app-translations.md).
 */
import { interpolate, type Catalogue } from '@resume/contracts';
import { ENGLISH } from './english-catalogues';

type Options = { returnObjects?: boolean } & Record<string, unknown>;

function translate(defaultNamespace: string, key: string, options: Options = {}): unknown {
  const [namespace, path] = key.includes(':') ? key.split(':', 2) : [defaultNamespace, key];
  let node: string | Catalogue | undefined = ENGLISH[namespace as string];
  for (const part of (path as string).split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node === 'object') return options.returnObjects ? node : key;
  if (node === undefined) {
    // Never expected: an island whose texts were cut too short (webpack.prerender.js, `IslandTexts`).
    console.error(`prerendered page: no English text for ${namespace}:${path}`);
    return key;
  }
  const values = Object.fromEntries(
    Object.entries(options).filter((entry): entry is [string, string | number] =>
      ['string', 'number'].includes(typeof entry[1]),
    ),
  );
  return interpolate(node, values);
}

export const i18n = {
  language: 'en',
  resolvedLanguage: 'en',
  t: (key: string, options?: Options) => translate('chrome', key, options),
  on() {},
  changeLanguage: async () => undefined,
  hasResourceBundle: () => true,
  addResourceBundle() {},
};

export function useTranslation(namespace?: string | readonly string[]) {
  const first = (Array.isArray(namespace) ? namespace[0] : namespace) ?? 'chrome';
  return { t: (key: string, options?: Options) => translate(first as string, key, options), i18n, ready: true };
}

export const initReactI18next = { type: '3rdParty', init() {} };

// The platform instance module's exports (platform src/i18n/instance.ts).
export const registerCatalogues = () => undefined;
export const currentLanguage = () => 'en' as const;
