import type { UserMessage } from '@resume/contracts';
import { isApiError } from '@resume/platform';

/**
 * The failure toast of a share-link change: the catalogue's text, or the server's own words when they say what to do
 * (the frozen versions' limit: delete a frozen link or make it live).
 */
export function failureToast(message: UserMessage, error: unknown): UserMessage & { variant: 'destructive' } {
  const telling = isApiError(error) && error.code === 'SNAPSHOT_LIMIT_REACHED' ? error.serverMessage : undefined;
  return { ...message, ...(telling ? { description: telling } : {}), variant: 'destructive' };
}
