/** PATCH /api/user: the personal fields (spec 3, 7). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type CompleteResume, type UpdateUserRequest, type User } from '@resume/contracts';
import { apiJson } from './api-client';
import { completeResumeQueryKey } from './resume';

export function updateUser(input: UpdateUserRequest): Promise<User | null> {
  return apiJson<User | null>('PATCH', API_PATHS.user, input);
}

/** Updates the cached user (session and complete resume) with the answer, then refreshes both. */
export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user, input) => {
      client.setQueryData<User | null>([API_PATHS.user], (old) => (user?.id ? user : old ? { ...old, ...input } as User : old));
      client.setQueryData<CompleteResume>(completeResumeQueryKey, (old) =>
        old ? { ...old, user: user?.id ? user : ({ ...old.user, ...input } as User) } : old,
      );
      void client.invalidateQueries({ queryKey: [API_PATHS.user] });
      void client.invalidateQueries({ queryKey: completeResumeQueryKey });
    },
  });
}
