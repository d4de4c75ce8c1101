import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while a page is rendered at build time and during its hydration in the browser, true from then on and in
 * any render in the browser (the app's own screens are never hydrated). A control that only script can serve (a
 * form's submit) stays disabled in the HTML until its script has taken over.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
