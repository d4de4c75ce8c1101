/**
 * Knowing when a link is read (issue 28 point 3, docs/decisions/0053-read-notices.md): each link's opens and
 * reading, its notice switch, the account's switch and the unread notices. Queries keyed by path, like the rest.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MESSAGES,
  READING_API,
  type ReadNoticesResponse,
  type ShareLinkDetails,
  type ShareLinkReading,
} from '@resume/contracts';
import { apiJson, relativeTime } from '@resume/platform';

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

const W = MESSAGES.shareLinks.reading;

/** '1 min 20 s', '2 h 5 min', '45 s'. */
function duration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  const minutes = Math.floor(s / 60);
  if (minutes < 60) return s % 60 ? `${minutes} min ${s % 60} s` : `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
}

/** 'Opened 2 hours ago · 3 views · 1 download' (or 'Not opened yet · …'). */
export function openedLine(
  link: Pick<ShareLinkDetails, 'viewCount' | 'downloadCount'>,
  reading: ShareLinkReading | undefined,
  now: number = Date.now(),
): string {
  const opened = reading?.lastOpenedAt ? W.opened(relativeTime(reading.lastOpenedAt, now)) : W.never;
  return [opened, W.views(link.viewCount), W.downloads(link.downloadCount ?? 0)].join(' · ');
}

/** '1 min 20 s average · 4 min total read · read to 80 %', or null before any visit sent its reading. */
export function timeReadLine(reading: ShareLinkReading | undefined): string | null {
  if (!reading || reading.readVisits === 0) return null;
  const average = duration(reading.readSeconds / reading.readVisits);
  const parts = [W.timeRead(average, duration(reading.readSeconds))];
  if (reading.averageDepth !== null) parts.push(W.depth(reading.averageDepth));
  return parts.join(' · ');
}
