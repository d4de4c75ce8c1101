import type { UserMessage } from '@resume/contracts';
import { isApiError } from '@resume/platform';

/** Refusals whose server words say what to do: delete a link, make a frozen one live, choose another expiry. */
const TELLING_CODES = new Set(['SNAPSHOT_LIMIT_REACHED', 'SHARE_LINK_LIMIT_REACHED', 'SHARE_LINK_EXPIRY_INVALID']);

/** The failure toast of a share-link change: the catalogue's text, or the server's own words when they say what to do. */
export function failureToast(message: UserMessage, error: unknown): UserMessage & { variant: 'destructive' } {
  const telling = isApiError(error) && TELLING_CODES.has(error.code ?? '') ? error.serverMessage : undefined;
  return { ...message, ...(telling ? { description: telling } : {}), variant: 'destructive' };
}
