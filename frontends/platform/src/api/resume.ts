import { useQuery } from '@tanstack/react-query';
import { API_PATHS, CACHE_TIMES, type CompleteResume } from '@resume/contracts';
import { apiJson } from './api-client';

export const completeResumeQueryKey = [API_PATHS.completeResume] as const;

/** GET /api/complete-resume. */
export function getCompleteResume(): Promise<CompleteResume> {
  return apiJson<CompleteResume>('GET', API_PATHS.completeResume);
}

/** The signed-in user's complete resume, cached 5 minutes. */
export function useCompleteResume() {
  return useQuery<CompleteResume>({
    queryKey: completeResumeQueryKey,
    queryFn: getCompleteResume,
    staleTime: CACHE_TIMES.completeResumeMs,
  });
}
