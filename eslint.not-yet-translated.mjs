/**
 * The .tsx files whose texts are not in a catalogue yet (docs/decisions/0049-app-translations.md), left out of the
 * i18next/no-literal-string rule (eslint.config.mjs). Empty since the pricing page, the billing parts, the magic-link
 * and confirm-email screens and the remote update card were translated (issue 27 point 4): every app's screens
 * speak English, German and Arabic. Kept, empty, as the one place a screen merged from a branch written before its
 * translation can wait; the list may only shrink: translate a file's texts into its app's namespace (English,
 * German, Arabic), take it off the list, and `npm run lint` holds it there.
 */
/** @type {string[]} */
export const NOT_YET_TRANSLATED = [];
