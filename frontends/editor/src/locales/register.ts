import { registerCatalogues } from '@resume/platform';
import { editorEn } from './en';

/**
 * The editor's namespace on the page's one i18next instance (the platform singleton the shell shares): English in
 * memory, German and Arabic each a chunk of this remote, fetched the first time the editor shows in that language.
 * Imported by the exposed module (App.tsx), so it runs when the shell loads the remote, before the editor renders.
 */
registerCatalogues('editor', editorEn, {
  de: () => import('./de').then((m) => m.editorDe),
  ar: () => import('./ar').then((m) => m.editorAr),
});
