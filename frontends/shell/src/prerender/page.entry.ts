/**
 * The one script of every prerendered page, written inline at the end of its body (webpack.prerender.js): it costs
 * no request before the page is painted, and the backend allows it by its hash (backend/src/web/prerendered-pages.ts).
 *   - The header's small-screen menu button (Header.tsx renders the menu hidden into the HTML; the icons follow
 *     aria-expanded through CSS).
 *   - The footer's language choice (sets the choice cookie and loads the page again).
 *   - The page's islands: their script files (data-islands) are requested once the page has been painted, so the
 *     HTML does not share the connection with 80-100 KiB of script before its first paint; they hydrate then.
 */
import { LANGUAGE_COOKIE } from '@resume/contracts';
import { MOBILE_MENU_ID } from '../layout/menu-labels';

// Read at once: document.currentScript is only set while this script runs.
const islands = document.currentScript?.dataset.islands?.split(' ').filter(Boolean) ?? [];

const button = document.querySelector<HTMLButtonElement>(`button[aria-controls="${MOBILE_MENU_ID}"]`);
const menu = document.getElementById(MOBILE_MENU_ID);
button?.addEventListener('click', () => {
  if (!menu) return;
  const open = button.getAttribute('aria-expanded') !== 'true';
  button.setAttribute('aria-expanded', String(open));
  // The button carries both names in the page's language (Header.tsx).
  button.setAttribute('aria-label', (open ? button.dataset.closeLabel : button.dataset.openLabel) ?? '');
  menu.hidden = !open;
});

// The footer's language choice: remembered like the app's switch does (platform's rememberLanguageChoice), then the
// page is asked again, and the server answers it in that language (docs/decisions/0049-app-translations.md).
document.querySelector<HTMLSelectElement>('select[data-language-switch]')?.addEventListener('change', (event) => {
  const language = (event.target as HTMLSelectElement).value;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  location.reload();
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
