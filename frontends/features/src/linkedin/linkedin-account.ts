/**
 * The LinkedIn connection (spec 2.13, 5; docs/decisions/0022-linkedin.md): its status, disconnect and the profile
 * sync. Queries are keyed by path, as every other hook; whatever sync or an import writes refreshes every /api/ query
 * (user, complete resume, sections), since it may touch the personal details and any section.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  LINKEDIN_API,
  type LinkedInDisconnectResponse,
  type LinkedInStatusResponse,
  type LinkedInSyncRequest,
  type LinkedInSyncResponse,
} from '@resume/contracts';
import { apiJson } from '@resume/platform';

export const linkedInStatusQueryKey = [LINKEDIN_API.status] as const;

export function getLinkedInStatus(): Promise<LinkedInStatusResponse> {
  return apiJson<LinkedInStatusResponse>('GET', LINKEDIN_API.status);
}

/** Read again whenever a screen showing it mounts: a connect finishes on another page (the OAuth callback). */
export function useLinkedInStatus(options: { enabled?: boolean } = {}) {
  return useQuery<LinkedInStatusResponse>({
    queryKey: linkedInStatusQueryKey,
    queryFn: getLinkedInStatus,
    enabled: options.enabled ?? true,
    staleTime: 0,
  });
}

/** Everything LinkedIn data may have changed: the user, the resume, its sections and the connection status. */
export function refreshAfterLinkedIn(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ predicate: (q) => String(q.queryKey[0] ?? '').startsWith('/api/') });
}

function disconnectLinkedIn(): Promise<LinkedInDisconnectResponse> {
  return apiJson<LinkedInDisconnectResponse>('DELETE', LINKEDIN_API.disconnect);
}

/** Forgets the token and the member id; what was imported stays in the resume. */
export function useDisconnectLinkedIn() {
  const client = useQueryClient();
  return useMutation({ mutationFn: disconnectLinkedIn, onSuccess: () => refreshAfterLinkedIn(client) });
}

function syncLinkedInProfile(input: LinkedInSyncRequest): Promise<LinkedInSyncResponse> {
  return apiJson<LinkedInSyncResponse>('POST', LINKEDIN_API.syncProfile, input);
}

/**
 * Fills the empty personal fields from LinkedIn. Fields the person typed differently come back in `kept`; the screen
 * asks, then sends again with `overwrite: true`.
 */
export function useSyncLinkedIn() {
  const client = useQueryClient();
  return useMutation({ mutationFn: syncLinkedInProfile, onSuccess: () => refreshAfterLinkedIn(client) });
}
