import { useCallback, useSyncExternalStore } from 'react';
import { PREVIEW_HIDDEN_KEY } from './preview-hidden-key';

const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return window.localStorage.getItem(PREVIEW_HIDDEN_KEY) === 'true';
  } catch {
    // Storage refused (private mode, a sandboxed frame): the preview shows, as by default.
    return false;
  }
}

function write(hidden: boolean): void {
  try {
    if (hidden) window.localStorage.setItem(PREVIEW_HIDDEN_KEY, 'true');
    else window.localStorage.removeItem(PREVIEW_HIDDEN_KEY);
  } catch {
    // Not remembered; this page still follows the choice below.
  }
  memory = hidden;
  listeners.forEach((listener) => listener());
}

/** The choice of this page, where storage refuses it. */
let memory: boolean | null = null;

/**
 * Whether the person hid the live preview beside the editor on a wide screen (docs/decisions/0045-live-preview.md):
 * hidden, nothing is printed for it and the form takes its room. Kept on this device across visits, and the same
 * in every tab (the storage event).
 */
export function usePreviewHidden(): [boolean, (hidden: boolean) => void] {
  const hidden = useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      const onStorage = (event: StorageEvent) => {
        if (event.key === PREVIEW_HIDDEN_KEY || event.key === null) {
          memory = null;
          onChange();
        }
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(onChange);
        window.removeEventListener('storage', onStorage);
      };
    },
    () => memory ?? read(),
    () => false,
  );
  return [hidden, useCallback((next: boolean) => write(next), [])];
}
