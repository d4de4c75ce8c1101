/**
 * Resume filters (spec 2.10, 5, 7): list, available tags, create, update, delete, and the owner's tailored
 * preview. A function and a hook side by side per call; queries are keyed by path.
 *
 * Every filter call is a paid feature: a free user gets 403 PREMIUM_REQUIRED (`isPremiumRequired(error)`).
 * The filter list goes stale at once (spec 7: "stale immediately"); after any change the hooks invalidate
 * /api/filters (and the changed filter's preview), so every screen that shows filters refetches.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { TAILORING_API, type Filter, type FilteredResumeResponse } from '@resume/contracts';
import { apiJson } from '@resume/platform';
import { useRetryKey } from '../idempotency/retry-key';

/** The body of POST /api/filters: a name, the chosen tags and optionally the style fields of a filter. */
export type CreateFilterRequest = Pick<Filter, 'name'> & Partial<Omit<Filter, 'id' | 'name'>>;
/** The body of PATCH /api/filters/:id: any of the fields. */
type UpdateFilterRequest = Partial<Omit<Filter, 'id'>>;

export const filtersQueryKey = [TAILORING_API.filters] as const;
const filterTagsQueryKey = [TAILORING_API.filterTags] as const;
const filteredResumeQueryKey = (filterId: string) => [TAILORING_API.filteredResume(filterId)] as const;

/** GET /api/filters: the user's filters. */
export function getFilters(): Promise<Filter[]> {
  return apiJson<Filter[]>('GET', TAILORING_API.filters);
}

/** The user's filters; stale immediately (spec 7), so each screen that mounts it refetches. */
export function useFilters({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<Filter[]>({ queryKey: filtersQueryKey, queryFn: getFilters, staleTime: 0, enabled });
}

/** GET /api/filters/tags: the sorted unique tags of the user's experiences and projects. */
function getFilterTags(): Promise<string[]> {
  return apiJson<string[]>('GET', TAILORING_API.filterTags);
}

/** The tags a filter may use; stale immediately too, since the editor changes them. */
export function useFilterTags({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<string[]>({ queryKey: filterTagsQueryKey, queryFn: getFilterTags, staleTime: 0, enabled });
}

/** POST /api/filters. */
function createFilter(input: CreateFilterRequest, idempotencyKey: string): Promise<Filter | null> {
  return apiJson<Filter | null>('POST', TAILORING_API.filters, input, { idempotencyKey });
}

/** PATCH /api/filters/:id. */
function updateFilter(id: string, input: UpdateFilterRequest): Promise<Filter | null> {
  return apiJson<Filter | null>('PATCH', TAILORING_API.filter(id), input);
}

/** DELETE /api/filters/:id (204). */
async function deleteFilter(id: string): Promise<void> {
  await apiJson<null>('DELETE', TAILORING_API.filter(id));
}

/** GET /api/resume/filter/:id: the owner's resume tailored by one of their filters (the /resume?filter= preview). */
function getFilteredResume(filterId: string): Promise<FilteredResumeResponse> {
  return apiJson<FilteredResumeResponse>('GET', TAILORING_API.filteredResume(filterId));
}

/** The tailored preview; stale immediately like the filter list it derives from. */
export function useFilteredResume(filterId: string | null | undefined) {
  return useQuery<FilteredResumeResponse>({
    queryKey: filteredResumeQueryKey(filterId ?? ''),
    queryFn: () => getFilteredResume(filterId as string),
    enabled: Boolean(filterId),
    staleTime: 0,
  });
}

/** After any change: the filter list, and the preview of the filter that changed. */
function invalidateFilters(client: QueryClient, filterId?: string): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: filtersQueryKey }),
    filterId ? client.invalidateQueries({ queryKey: filteredResumeQueryKey(filterId) }) : null,
  ]);
}

export function useCreateFilter() {
  const client = useQueryClient();
  const retryKey = useRetryKey();
  return useMutation({
    mutationFn: (input: CreateFilterRequest) => createFilter(input, retryKey.for(input)),
    onSuccess: (filter) => {
      retryKey.done();
      if (filter?.id) client.setQueryData<Filter[]>(filtersQueryKey, (old) => (old ? [...old, filter] : old));
      return invalidateFilters(client);
    },
  });
}

export function useUpdateFilter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateFilterRequest }) => updateFilter(id, input),
    onSuccess: (filter, { id, input }) => {
      client.setQueryData<Filter[]>(filtersQueryKey, (old) =>
        old?.map((f) => (f.id === id ? { ...f, ...input, ...(filter?.id ? filter : {}) } : f)),
      );
      return invalidateFilters(client, id);
    },
  });
}

export function useDeleteFilter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteFilter,
    onSuccess: (_, id) => {
      client.setQueryData<Filter[]>(filtersQueryKey, (old) => old?.filter((f) => f.id !== id));
      client.removeQueries({ queryKey: filteredResumeQueryKey(id) });
      return invalidateFilters(client);
    },
  });
}
