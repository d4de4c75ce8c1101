/** PATCH /api/user: the personal fields (spec 3, 7), and the confirmed change of the sign-in address. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  type AccountResponse,
  type CompleteResume,
  type ConfirmEmailChangeResponse,
  type UpdateUserRequest,
  type User,
} from '@resume/contracts';
import { apiJson, apiRequest } from './api-client';

/**
 * The complete resume carries the user too. Its query lives with the editor's data hooks (@resume/features); queries
 * are keyed by path, so the key is the API path.
 */
const completeResumeQueryKey = [API_PATHS.completeResume] as const;

/** A changed `email` is not applied at once: the answer's `pendingEmail` is waiting for the link mailed to it. */
export function updateUser(input: UpdateUserRequest): Promise<AccountResponse | null> {
  return apiJson<AccountResponse | null>('PATCH', API_PATHS.user, input);
}
/** Updates the cached user (session and complete resume) with the answer, then refreshes both. */
export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user, input) => {
      client.setQueryData<User | null>([API_PATHS.user], (old) =>
        user?.id ? user : old ? ({ ...old, ...input } as User) : old,
      );
      client.setQueryData<CompleteResume>(completeResumeQueryKey, (old) =>
        old ? { ...old, user: user?.id ? user : ({ ...old.user, ...input } as User) } : old,
      );
      void client.invalidateQueries({ queryKey: [API_PATHS.user] });
      void client.invalidateQueries({ queryKey: completeResumeQueryKey });
    },
  });
}

/** POST /api/user/email-change/confirm: the signed-in account redeems the link mailed to its new address. */
export function confirmEmailChange(token: string): Promise<ConfirmEmailChangeResponse> {
  return apiJson<ConfirmEmailChangeResponse>('POST', API_PATHS.confirmEmailChange, { token });
}

export function useConfirmEmailChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: (res) => {
      client.setQueryData<User | null>([API_PATHS.user], res.user);
      void client.invalidateQueries({ queryKey: completeResumeQueryKey });
    },
  });
}

/** DELETE /api/user/email-change: withdraws the pending change; the mailed link stops working. */
export async function cancelEmailChange(): Promise<void> {
  await apiRequest('DELETE', API_PATHS.emailChange);
}

export function useCancelEmailChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelEmailChange,
    onSuccess: () => {
      client.setQueryData<AccountResponse | null>([API_PATHS.user], (old) =>
        old ? { ...old, pendingEmail: null } : old,
      );
    },
  });
}
