import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  CACHE_TIMES,
  RESUME_API,
  type CompleteResume,
  type Resume,
  type UpdateResumeRequest,
} from '@resume/contracts';
import { apiJson } from '@resume/platform';

export const completeResumeQueryKey = [API_PATHS.completeResume] as const;

/** GET /api/complete-resume. */
function getCompleteResume(): Promise<CompleteResume> {
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

/** PATCH /api/resume { summary?, font?, theme?, language?, sectionHeadings? }. */
function updateResume(input: UpdateResumeRequest): Promise<Resume | null> {
  return apiJson<Resume | null>('PATCH', RESUME_API.resume, input);
}

/** Merges the change into the cached complete resume, then refreshes it. */
export function useUpdateResume() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateResume,
    onSuccess: (resume, input) => {
      client.setQueryData<CompleteResume>(completeResumeQueryKey, (old) =>
        old ? { ...old, resume: { ...old.resume, ...input, ...(resume?.id ? resume : {}) } } : old,
      );
      void client.invalidateQueries({ queryKey: [RESUME_API.resume] });
      void client.invalidateQueries({ queryKey: completeResumeQueryKey });
    },
  });
}
