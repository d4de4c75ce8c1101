import { useEffect, useRef } from 'react';

/**
 * Focus for a view that swaps with its form (WCAG 2.4.3): entering edit mode focuses the form's first field, and
 * leaving it (Save, Cancel) gives focus back to the button that started the edit, which the form's buttons
 * replaced on screen. `form` goes on the form's container, `opener` on the edit button.
 */
export function useEditFocus<F extends HTMLElement, B extends HTMLElement = HTMLButtonElement>(editing: boolean) {
  const form = useRef<F>(null);
  const opener = useRef<B>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (editing) form.current?.querySelector<HTMLElement>('input, textarea, select')?.focus();
    else if (wasEditing.current) opener.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  return { form, opener };
}
