import { useState } from 'react';
import { API_PATHS, type MagicLinkResponse } from '@resume/contracts';
import { apiJson } from '@resume/platform';

/**
 * POST /api/auth/magic-link with what the sign-in form shows: sending, the failure, reset. The platform's
 * useRequestMagicLink does the same through TanStack Query; this form is also the island of the prerendered /login,
 * where a query client would be ~8 KiB of script for one request (docs/performance.md, "Marketing pages").
 */
export function useMagicLinkRequest() {
  const [state, setState] = useState<{ pending: boolean; failure: { error: unknown } | null }>({
    pending: false,
    failure: null,
  });
  const send = async (email: string): Promise<MagicLinkResponse> => {
    setState({ pending: true, failure: null });
    try {
      const answer = await apiJson<MagicLinkResponse>('POST', API_PATHS.magicLink, { email });
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
