import { chromeEn, messagesEn, type Catalogue } from '@resume/contracts';
import { platformEn } from '../../../platform/src/i18n/locales/en';
import { shellEn } from '../locales/en';

/**
 * Every namespace's English catalogue, as the prerendered pages' markup is built with it (render-pages.tsx). The
 * islands build swaps this module for island-catalogue.ts: each island script carries only the texts its own code
 * names (webpack.prerender.js, `IslandTexts`), not the catalogues (nor `MESSAGES`, which they reference).
 */
export const ENGLISH: Record<string, Catalogue> = {
  chrome: chromeEn,
  platform: platformEn,
  shell: shellEn,
  // Its texts are UserMessage objects (title, description): a catalogue of strings all the same.
  messages: messagesEn as unknown as Catalogue,
};
