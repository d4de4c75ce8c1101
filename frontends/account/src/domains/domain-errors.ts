import type { ErrorCode, UserMessage } from '@resume/contracts';
import { isApiError, isPremiumRequired, toast } from '@resume/platform';

/** Answers that concern the name typed: shown under the field, in the catalogue's words. */
const FIELD_ERRORS: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'SUBDOMAIN_INVALID',
  'SUBDOMAIN_RESERVED',
  'SUBDOMAIN_TAKEN',
  'DOMAIN_INVALID',
  'DOMAIN_TAKEN',
  'VALIDATION_FAILED',
]);

export function fieldErrorOf(error: unknown): string | null {
  if (!isApiError(error) || !FIELD_ERRORS.has(error.code as ErrorCode)) return null;
  return error.serverMessage ?? null;
}

/** A limit or a refusal whose own text says what to do; anything else is 'try again'. */
export function tellingErrorOf(error: unknown): string | null {
  return isApiError(error) && error.status === 429 ? (error.serverMessage ?? null) : null;
}

/**
 * The toast for a failed change that is not about the name (`failed`: its words in the page's language); a lapsed
 * plan opens the premium dialog instead.
 */
export function failedChange(onPremiumRequired: () => void, failed: UserMessage) {
  return (error: unknown) => {
    if (isPremiumRequired(error)) return onPremiumRequired();
    const description = tellingErrorOf(error);
    toast({ ...failed, ...(description ? { description } : {}), variant: 'destructive' });
  };
}
