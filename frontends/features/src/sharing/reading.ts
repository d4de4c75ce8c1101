/**
 * Knowing when a link is read (issue 28 point 3, docs/decisions/0053-read-notices.md): each link's opens and
 * reading, its notice switch, the account's switch and the unread notices. Queries keyed by path, like the rest.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { READING_API, type ReadNoticesResponse, type ShareLinkReading } from '@resume/contracts';
import { apiJson } from '@resume/platform';

const readingKey = [READING_API.shareLinksReading] as const;
const noticesKey = [READING_API.notices] as const;

/** How often an open page asks again: a new open shows within a minute. */
const POLL_MS = 60_000;

export function useShareLinksReading(options: { enabled?: boolean } = {}) {
  return useQuery<ShareLinkReading[]>({
    queryKey: readingKey,
    queryFn: () => apiJson<ShareLinkReading[]>('GET', READING_API.shareLinksReading),
    enabled: options.enabled ?? true,
    refetchInterval: POLL_MS,
  });
}

export function useSetLinkReadNotices() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, notifyOnOpen }: { id: string; notifyOnOpen: boolean }) =>
      apiJson<ShareLinkReading>('PATCH', READING_API.shareLinkNotices(id), { notifyOnOpen }),
    onSettled: () => client.invalidateQueries({ queryKey: readingKey }),
  });
}

export function useReadNotices(options: { enabled?: boolean } = {}) {
  return useQuery<ReadNoticesResponse>({
    queryKey: noticesKey,
    queryFn: () => apiJson<ReadNoticesResponse>('GET', READING_API.notices),
    enabled: options.enabled ?? true,
    refetchInterval: POLL_MS,
  });
}

export function useMarkNoticesRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) => apiJson<null>('POST', READING_API.noticesRead, ids ? { ids } : {}),
    onSettled: () => client.invalidateQueries({ queryKey: noticesKey }),
  });
}

export function useSetAccountReadNotices() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (notifyOnOpen: boolean) =>
      apiJson<ReadNoticesResponse>('PATCH', READING_API.noticeSettings, { notifyOnOpen }),
    onSuccess: (answer) => client.setQueryData(noticesKey, answer),
  });
}
