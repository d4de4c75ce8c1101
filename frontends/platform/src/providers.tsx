import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './api/query-client';
import { Toaster } from './toast/toaster';
import { AccountLanguage } from './i18n/account-language';

/**
 * The page-wide providers: the one QueryClient, the account's language and the Toaster. The shell mounts them once; a remote
 * mounts them only when it runs standalone (inside the shell it uses the shell's).
 */
export function PlatformProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AccountLanguage />
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
