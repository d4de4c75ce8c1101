/** What this remote's load-error cards (platform's LoadErrorCard) say under the title. */
export const LOAD_ERROR_HINT = 'Check your connection and try again in a moment.';
