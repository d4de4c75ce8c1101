import { useState } from 'react';
import type { MagicLinkResponse } from '@resume/contracts';
import { requestMagicLink } from '@resume/platform';

/**
 * The platform's requestMagicLink with what the sign-in form shows: sending, the failure, reset. Plain state, not a
 * TanStack mutation: this form is also the island of the prerendered /login, where a query client would be ~8 KiB
 * of script for one request (docs/performance.md, "Marketing pages").
 */
export function useMagicLinkRequest() {
  const [state, setState] = useState<{ pending: boolean; failure: { error: unknown } | null }>({
    pending: false,
    failure: null,
  });
  const send = async (email: string): Promise<MagicLinkResponse> => {
    setState({ pending: true, failure: null });
    try {
      const answer = await requestMagicLink(email);
      setState({ pending: false, failure: null });
      return answer;
    } catch (error) {
      setState({ pending: false, failure: { error } });
      throw error;
    }
  };
  return {
    send,
    isPending: state.pending,
    isError: state.failure !== null,
    error: state.failure?.error,
    reset: () => setState({ pending: false, failure: null }),
  };
}
