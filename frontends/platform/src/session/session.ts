/**
 * Session calls: a function and a hook side by side per call.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  CACHE_TIMES,
  MESSAGES,
  TIMINGS,
  type LogoutResponse,
  type MagicLinkResponse,
  type User,
  type VerifyMagicLinkResponse,
} from '@resume/contracts';
import { apiJson, getQueryFn } from '../api/api-client';
import { toast } from '../toast/use-toast';

/** The query key of the current user (queries are keyed by path). */
export const userQueryKey = [API_PATHS.user] as const;

/** GET /api/user; null when not signed in (401). */
export const getUser = getQueryFn<User>({ on401: 'returnNull' });

/** The signed-in user, or null. Cached 5 minutes, never retried (spec 4). */
export function useUser() {
  return useQuery<User | null>({
    queryKey: userQueryKey,
    queryFn: getUser,
    staleTime: CACHE_TIMES.userCheckMs,
    retry: false,
  });
}

/** POST /api/logout. */
export function logout(): Promise<LogoutResponse> {
  return apiJson<LogoutResponse>('POST', API_PATHS.logout, {});
}

/** Hard navigation, kept in one place so it can be observed. */
export function redirectTo(path: string): void {
  window.location.assign(path);
}

/**
 * Logout (spec 4): success clears all cached client data, shows a toast and after 500 ms does a full
 * redirect to /. Failure shows the destructive 'Error' toast.
 */
export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      client.clear();
      toast({ ...MESSAGES.session.loggedOut });
      setTimeout(() => redirectTo('/'), TIMINGS.logoutRedirectMs);
    },
    onError: () => {
      toast({ ...MESSAGES.session.logoutFailed, variant: 'destructive' });
    },
  });
}

/** POST /api/auth/magic-link: the one request, behind both the shell's sign-in form and useRequestMagicLink. */
export function requestMagicLink(email: string): Promise<MagicLinkResponse> {
  return apiJson<MagicLinkResponse>('POST', API_PATHS.magicLink, { email });
}

/**
 * @deprecated No app uses it: the sign-in form (also the prerendered /login's island, where TanStack Query would add
 * ~8 KiB) calls requestMagicLink through its own state. Kept because removing an export is a platform major.
 */
export function useRequestMagicLink() {
  return useMutation({ mutationFn: requestMagicLink });
}

/**
 * POST /api/auth/verify-magic-link. Without `confirm` the server signs in only the browser that asked for the link
 * (and only over no other account); otherwise it answers 409 MAGIC_LINK_CONFIRM_REQUIRED and the page asks first.
 */
export function verifyMagicLink(token: string, confirm = false): Promise<VerifyMagicLinkResponse> {
  return apiJson<VerifyMagicLinkResponse>('POST', API_PATHS.verifyMagicLink, confirm ? { token, confirm } : { token });
}
