import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

/**
 * The one QueryClient of the page (spec 7 defaults): queries keyed by path, no retry for queries or
 * mutations, no refetch on focus, no polling, never stale unless a hook says otherwise.
 * The platform is a federation singleton, so the shell and every remote share this cache.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
    },
    mutations: { retry: false },
  },
});
