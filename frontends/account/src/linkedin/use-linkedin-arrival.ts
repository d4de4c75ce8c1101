import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LINKEDIN_RESULT_PARAM, MESSAGES } from '@resume/contracts';
import { toast } from '@resume/platform';

/**
 * The OAuth callback returns to /profile?tab=linkedin&linkedin=connected|failed: say how it went, once, then drop the
 * parameter so a reload or the back button does not say it again. Only once the page is `ready`: a toast raised in
 * the first render's effects, before the Toaster listens (a full page load from the callback), would not show.
 */
export function useLinkedInArrival(ready: boolean): void {
  const [params, setParams] = useSearchParams();
  const result = params.get(LINKEDIN_RESULT_PARAM);
  const shown = useRef<string | null>(null);

  useEffect(() => {
    if (!ready || (result !== 'connected' && result !== 'failed')) return;
    // React's development double effect would toast twice.
    if (shown.current === result) return;
    shown.current = result;
    if (result === 'connected') toast({ ...MESSAGES.linkedin.connected });
    else toast({ ...MESSAGES.linkedin.connectFailed, variant: 'destructive' });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(LINKEDIN_RESULT_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [ready, result, setParams]);
}
