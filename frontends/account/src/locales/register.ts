import { registerCatalogues } from '@resume/platform';
import { accountEn } from './en';

/**
 * The account's namespace on the page's one i18next instance (the platform singleton the shell shares): English in
 * memory, German and Arabic each a chunk of this remote, fetched the first time its screens show in that language.
 * Imported by the exposed module (App.tsx), so it runs when the shell loads the remote, before a screen renders.
 */
registerCatalogues('account', accountEn, {
  de: () => import('./de').then((m) => m.accountDe),
  ar: () => import('./ar').then((m) => m.accountAr),
});
