/**
 * The one script of every prerendered page, written inline at the end of its body (webpack.prerender.js): it costs
 * no request before the page is painted, and the backend allows it by its hash (backend/src/web/prerendered-pages.ts).
 *   - The header's small-screen menu button (Header.tsx renders the menu hidden into the HTML; the icons follow
 *     aria-expanded through CSS).
 *   - The page's islands: their script files (data-islands) are requested once the page has been painted, so the
 *     HTML does not share the connection with 80-100 KiB of script before its first paint; they hydrate then.
 */
import { MENU_LABELS, MOBILE_MENU_ID } from '../layout/menu-labels';

// Read at once: document.currentScript is only set while this script runs.
const islands = document.currentScript?.dataset.islands?.split(' ').filter(Boolean) ?? [];

const button = document.querySelector<HTMLButtonElement>(`button[aria-controls="${MOBILE_MENU_ID}"]`);
const menu = document.getElementById(MOBILE_MENU_ID);
button?.addEventListener('click', () => {
  if (!menu) return;
  const open = button.getAttribute('aria-expanded') !== 'true';
  button.setAttribute('aria-expanded', String(open));
  button.setAttribute('aria-label', open ? MENU_LABELS.close : MENU_LABELS.open);
  menu.hidden = !open;
});

if (islands.length > 0) {
  // The callback of the next frame runs before that frame is painted; the timeout after it.
  requestAnimationFrame(() =>
    setTimeout(() => {
      for (const src of islands) {
        const script = document.createElement('script');
        script.src = src;
        document.head.append(script);
      }
    }),
  );
}
