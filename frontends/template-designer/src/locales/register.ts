import { registerCatalogues } from '@resume/platform';
import { templateDesignerEn } from './en';

/**
 * The template designer's namespace on the page's one i18next instance (the platform singleton the shell shares):
 * English in memory, German and Arabic each a chunk of this remote, fetched the first time the designer shows in
 * that language. Imported by use-designer-t.ts, so every screen that translates registers it before it renders.
 */
registerCatalogues('template-designer', templateDesignerEn, {
  de: () => import('./de').then((m) => m.templateDesignerDe),
  ar: () => import('./ar').then((m) => m.templateDesignerAr),
});
