import { registerCatalogues, useT } from '@resume/platform';
import { featuresEn } from './en';

/**
 * The `features` namespace on the page's one i18next instance (docs/decisions/0049-app-translations.md). This
 * package is bundled into each app, not shared at run time, so it registers its texts itself, the first time an
 * app's copy of a translated part is imported: no app has to remember to. Every copy registers the same catalogue;
 * German and Arabic are chunks of the app whose copy registered last, fetched the first time they are used.
 */
registerCatalogues('features', featuresEn, {
  de: () => import('./de').then((m) => m.featuresDe),
  ar: () => import('./ar').then((m) => m.featuresAr),
});

/** The `features` namespace's translation function (suspends until its catalogue in the page's language is there). */
export function useFeaturesT() {
  return useT('features');
}
