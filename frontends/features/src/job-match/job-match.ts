/**
 * Matching a pasted job posting with the resume (issue 28, docs/decisions/0051-job-match.md): the match (every
 * plan) and 'Create filter for this job' (paid: 403 PREMIUM_REQUIRED otherwise, `isPremiumRequired(error)`).
 * Nothing is cached: a match is an answer to one posting; a filter made of one refreshes the filter list.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  JOB_MATCH_API,
  type JobMatchFilterResponse,
  type JobMatchLanguage,
  type JobMatchResult,
} from '@resume/contracts';
import { apiJson } from '@resume/platform';
import { useRetryKey } from '../idempotency/retry-key';
import { filtersQueryKey } from '../tailoring/filters';

export interface JobMatchRequest {
  posting: string;
  /** Absent: told from the posting's words. */
  language?: JobMatchLanguage;
}

/** POST /api/job-match. */
export function useMatchJob() {
  return useMutation({
    mutationFn: (input: JobMatchRequest) => apiJson<JobMatchResult>('POST', JOB_MATCH_API.match, input),
  });
}

/** POST /api/job-match/filter: the posting matched again and a filter of its suggested tags, named `name`. */
export function useCreateFilterForJob() {
  const client = useQueryClient();
  const retryKey = useRetryKey();
  return useMutation({
    mutationFn: (input: JobMatchRequest & { name: string }) =>
      apiJson<JobMatchFilterResponse>('POST', JOB_MATCH_API.createFilter, input, {
        idempotencyKey: retryKey.for(input),
      }),
    onSuccess: () => {
      retryKey.done();
      return client.invalidateQueries({ queryKey: filtersQueryKey });
    },
  });
}
