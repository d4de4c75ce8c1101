import { registerCatalogues } from '@resume/platform';
import { shellEn } from './en';

/**
 * The shell's namespace: English in memory (the source and every key's fallback), German and Arabic each a chunk
 * fetched the first time the page is in that language. Imported once by the app's entry, before anything renders.
 */
export function registerShellCatalogues(): void {
  registerCatalogues('shell', shellEn, {
    de: () => import('./de').then((m) => m.shellDe),
    ar: () => import('./ar').then((m) => m.shellAr),
  });
}
