/**
 * Applications (issue 28 point 2, docs/decisions/0052-applications.md): list, create (with its share link), change
 * (the board's moves are optimistic: the card stays where it was dropped, and goes back if the server refuses),
 * delete. Every call is a paid feature (403 PREMIUM_REQUIRED otherwise). A new application also refreshes the
 * share links, since it made one.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  APPLICATIONS_API,
  SHARING_API,
  type ApplicationDetails,
  type ApplicationSummary,
  type CreateApplicationRequest,
  type UpdateApplicationRequest,
} from '@resume/contracts';
import { apiJson } from '@resume/platform';
import { useRetryKey } from '../idempotency/retry-key';

export const applicationsQueryKey = [APPLICATIONS_API.applications] as const;

export function useApplications(options: { enabled?: boolean } = {}) {
  return useQuery<ApplicationSummary[]>({
    queryKey: applicationsQueryKey,
    queryFn: () => apiJson<ApplicationSummary[]>('GET', APPLICATIONS_API.applications),
    enabled: options.enabled ?? true,
  });
}

export function useCreateApplication() {
  const client = useQueryClient();
  const retryKey = useRetryKey();
  return useMutation({
    mutationFn: (input: CreateApplicationRequest) =>
      apiJson<ApplicationDetails>('POST', APPLICATIONS_API.applications, input, {
        idempotencyKey: retryKey.for(input),
      }),
    onSuccess: async () => {
      retryKey.done();
      await Promise.all([
        client.invalidateQueries({ queryKey: applicationsQueryKey }),
        client.invalidateQueries({ queryKey: [SHARING_API.shareLinks] }),
      ]);
    },
  });
}

export function useUpdateApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateApplicationRequest }) =>
      apiJson<ApplicationDetails>('PATCH', APPLICATIONS_API.application(id), changes),
    onMutate: async ({ id, changes }) => {
      await client.cancelQueries({ queryKey: applicationsQueryKey });
      const before = client.getQueryData<ApplicationSummary[]>(applicationsQueryKey);
      if (before)
        client.setQueryData<ApplicationSummary[]>(
          applicationsQueryKey,
          before.map((a) => (a.id === id ? ({ ...a, ...changes } as ApplicationSummary) : a)),
        );
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) client.setQueryData(applicationsQueryKey, context.before);
    },
    onSettled: () => client.invalidateQueries({ queryKey: applicationsQueryKey }),
  });
}

export function useDeleteApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<null>('DELETE', APPLICATIONS_API.application(id)),
    onSuccess: () => client.invalidateQueries({ queryKey: applicationsQueryKey }),
  });
}
