/** The small-screen menu button's names (Header.tsx, and the prerendered pages' inline script, prerender/page.entry.ts). */
export const MENU_LABELS = { open: 'Open menu', close: 'Close menu' } as const;

/** The id of the small-screen menu the button controls. */
export const MOBILE_MENU_ID = 'mobile-menu';
