/**
 * Share links (spec 2.11, 2.12, 7): list, create, change the security code or the mode, refresh a frozen one, delete. A function and a hook side by
 * side; queries are keyed by path. Every call is a paid feature (403 PREMIUM_REQUIRED otherwise, see
 * `isPremiumRequired`). After any change the list is refreshed, so /share and /share-links agree.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PUBLIC_PAGES,
  SECURITY_CODE,
  SHARING_API,
  type CreateShareLinkRequest,
  type ShareLinkAnalytics,
  type ShareLinkDetails,
  type UpdateShareLinkRequest,
} from '@resume/contracts';
import { apiJson } from '@resume/platform';
import { useRetryKey } from '../idempotency/retry-key';

const shareLinksQueryKey = [SHARING_API.shareLinks] as const;
const shareLinkAnalyticsQueryKey = (id: string) => [SHARING_API.shareLinkAnalytics(id)] as const;

/** The public address of a link: {origin}/r/s/{shareableId} (spec 2.1). */
export function shareLinkUrl(shareableId: string, origin: string = window.location.origin): string {
  return `${origin}${PUBLIC_PAGES.sharedLink(shareableId)}`;
}

/** GET /api/share-links. */
function getShareLinks(): Promise<ShareLinkDetails[]> {
  return apiJson<ShareLinkDetails[]>('GET', SHARING_API.shareLinks);
}

/** The user's share links. `staleTime` lets the share page keep them a minute (CACHE_TIMES.sharePageListsMs). */
export function useShareLinks(options: { enabled?: boolean; staleTime?: number } = {}) {
  return useQuery<ShareLinkDetails[]>({
    queryKey: shareLinksQueryKey,
    queryFn: getShareLinks,
    enabled: options.enabled ?? true,
    ...(options.staleTime !== undefined ? { staleTime: options.staleTime } : {}),
  });
}

/** POST /api/share-links. */
function createShareLink(input: CreateShareLinkRequest, idempotencyKey: string): Promise<ShareLinkDetails | null> {
  return apiJson<ShareLinkDetails | null>('POST', SHARING_API.shareLinks, input, { idempotencyKey });
}

/** PATCH /api/share-links/:id { securityCode } (null removes the code). */
function updateShareLink(id: string, input: UpdateShareLinkRequest): Promise<ShareLinkDetails | null> {
  return apiJson<ShareLinkDetails | null>('PATCH', SHARING_API.shareLink(id), input);
}

/** GET /api/share-links/:id/analytics: views, unique visitors, downloads and the daily series (SHARE_ANALYTICS.days). */
function getShareLinkAnalytics(id: string): Promise<ShareLinkAnalytics> {
  return apiJson<ShareLinkAnalytics>('GET', SHARING_API.shareLinkAnalytics(id));
}

/** One link's analytics, fetched when a screen shows them (e.g. an expanded row); refetched each time it mounts. */
export function useShareLinkAnalytics(id: string | null, options: { enabled?: boolean } = {}) {
  return useQuery<ShareLinkAnalytics>({
    queryKey: shareLinkAnalyticsQueryKey(id ?? ''),
    queryFn: () => getShareLinkAnalytics(id as string),
    enabled: Boolean(id) && (options.enabled ?? true),
    staleTime: 0,
  });
}

/** POST /api/share-links/:id/refresh: a frozen link takes the version of now (docs/decisions/0027). */
function refreshShareLink(id: string): Promise<ShareLinkDetails> {
  return apiJson<ShareLinkDetails>('POST', SHARING_API.shareLinkRefresh(id));
}

/** DELETE /api/share-links/:id. */
async function deleteShareLink(id: string): Promise<void> {
  await apiJson<null>('DELETE', SHARING_API.shareLink(id));
}

export function useCreateShareLink() {
  const client = useQueryClient();
  const retryKey = useRetryKey();
  return useMutation({
    mutationFn: (input: CreateShareLinkRequest) => createShareLink(input, retryKey.for(input)),
    onSuccess: (link) => {
      retryKey.done();
      if (link?.id)
        client.setQueryData<ShareLinkDetails[]>(shareLinksQueryKey, (old) =>
          old ? [link, ...old.filter((l) => l.id !== link.id)] : old,
        );
      return client.invalidateQueries({ queryKey: shareLinksQueryKey });
    },
  });
}

export function useUpdateShareLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateShareLinkRequest }) => updateShareLink(id, input),
    onSuccess: (link, { id, input }) => {
      client.setQueryData<ShareLinkDetails[]>(shareLinksQueryKey, (old) =>
        old?.map((l) => (l.id === id ? { ...l, ...input, ...(link?.id ? link : {}) } : l)),
      );
      return client.invalidateQueries({ queryKey: shareLinksQueryKey });
    },
  });
}

export function useRefreshShareLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: refreshShareLink,
    onSuccess: (link) => {
      client.setQueryData<ShareLinkDetails[]>(shareLinksQueryKey, (old) =>
        old?.map((l) => (l.id === link.id ? link : l)),
      );
      return client.invalidateQueries({ queryKey: shareLinksQueryKey });
    },
  });
}

export function useDeleteShareLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteShareLink,
    onSuccess: (_, id) => {
      client.setQueryData<ShareLinkDetails[]>(shareLinksQueryKey, (old) => old?.filter((l) => l.id !== id));
      return client.invalidateQueries({ queryKey: shareLinksQueryKey });
    },
  });
}

/**
 * A random 4-digit security code, 1000 to 9999 (spec 9, SECURITY_CODE), each of the 9,000 equally likely: values
 * past the last whole multiple of 9,000 below 2^32 are drawn again, so no code is likelier than another (a plain
 * modulo favours 5,296 of them, which would lift 18 guesses just above 0.2 %: docs/decisions/0014).
 */
export function randomSecurityCode(): string {
  const range = SECURITY_CODE.max - SECURITY_CODE.min + 1;
  const limit = 2 ** 32 - (2 ** 32 % range);
  const values = new Uint32Array(1);
  do {
    crypto.getRandomValues(values);
  } while (values[0] >= limit);
  return String(SECURITY_CODE.min + (values[0] % range));
}
