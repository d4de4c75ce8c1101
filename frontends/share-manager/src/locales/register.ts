import { registerCatalogues } from '@resume/platform';
import { shareManagerEn } from './en';
import { SHARE_MANAGER_NAMESPACE } from './namespace';

/**
 * The share-manager's namespace on the page's one i18next instance (the platform singleton the shell shares):
 * English in memory, German and Arabic each a chunk of this remote, fetched the first time one of its screens shows
 * in that language. Imported by use-share-manager-t.ts, so every screen that translates has registered it first.
 */
registerCatalogues(SHARE_MANAGER_NAMESPACE, shareManagerEn, {
  de: () => import('./de').then((m) => m.shareManagerDe),
  ar: () => import('./ar').then((m) => m.shareManagerAr),
});
