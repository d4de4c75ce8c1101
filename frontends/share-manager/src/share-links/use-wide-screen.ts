import { useSyncExternalStore } from 'react';

/** Tailwind's `sm` breakpoint: from here up the share links fit a table. */
const SM_UP = '(min-width: 640px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(SM_UP);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/**
 * Whether the window is at least `sm` wide. One layout is rendered, not both with one hidden by CSS, so each link's
 * controls and ids exist once. Without matchMedia (tests in jsdom) the table is assumed.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia?.(SM_UP).matches ?? true);
}
