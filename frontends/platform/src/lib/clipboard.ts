import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMINGS } from '@resume/contracts';

/** Writes text to the clipboard; false when the browser refuses (no permission, insecure context). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Copy with a 'copied' indicator that lasts TIMINGS.copiedIndicatorMs (2 s, spec 9). `copiedKey` names what was
 * copied last (a link id, 'code', ...), so one hook serves a whole table.
 */
export function useCopyWithIndicator() {
  const [copiedKey, setCopiedKey] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const copy = useCallback(async (text: string, key = 'default'): Promise<boolean> => {
    const ok = await copyText(text);
    if (ok) {
      if (timer.current) clearTimeout(timer.current);
      setCopiedKey(key);
      timer.current = setTimeout(() => setCopiedKey(null), TIMINGS.copiedIndicatorMs);
    }
    return ok;
  }, []);
  return { copy, copiedKey, isCopied: (key = 'default') => copiedKey === key };
}
