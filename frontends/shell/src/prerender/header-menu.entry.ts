/**
 * The one script of the prerendered landing page, also on pricing and sign-in: the small-screen menu button of
 * the header (Header.tsx renders the menu hidden into the HTML). The icons follow aria-expanded through CSS.
 */
import { MENU_LABELS, MOBILE_MENU_ID } from '../layout/menu-labels';

const button = document.querySelector<HTMLButtonElement>(`button[aria-controls="${MOBILE_MENU_ID}"]`);
const menu = document.getElementById(MOBILE_MENU_ID);
button?.addEventListener('click', () => {
  if (!menu) return;
  const open = button.getAttribute('aria-expanded') !== 'true';
  button.setAttribute('aria-expanded', String(open));
  button.setAttribute('aria-label', open ? MENU_LABELS.close : MENU_LABELS.open);
  menu.hidden = !open;
});
