import type { Catalogue } from '@resume/contracts';

/**
 * The texts of one island script: the islands build (webpack.prerender.js, `IslandTexts`) writes, in place of the
 * mark below, the English texts whose keys the script's own code names, taken from english-catalogues.ts. A text
 * is found by its key as i18n-shim.ts looks it up; a missing one would show its key, which the journeys would see.
 */
export const ENGLISH = JSON.parse('__ISLAND_CATALOGUE__') as Record<string, Catalogue>;
