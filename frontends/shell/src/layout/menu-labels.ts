/** The id of the small-screen menu the button controls. */
export const MOBILE_MENU_ID = 'mobile-menu';
