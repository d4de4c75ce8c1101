import { LIMITS } from '@resume/contracts';
import type { ThrottlerOptions } from '@nestjs/throttler';
import { requestClientKey } from '../../../../infrastructure/rate-limit/client-key';

export const MAGIC_LINK_PER_CLIENT = 'magic-link-client';
export const VERIFY_PER_CLIENT = 'verify-client';

/**
 * The sign-in throttlers (contracts LIMITS; the per-client magic-link count from MAGIC_LINKS_PER_WINDOW). Each route
 * skips the ones that are not its own. None is keyed by the address: a stranger could use it to refuse its owner;
 * the mails per address are counted by SignInMailQuota instead (docs/decisions/0033).
 */
export const authThrottlers = (magicLinksPerClient: number = LIMITS.magicLinkPerClient.limit): ThrottlerOptions[] => [
  // The throttler's own tracker is the raw req.ip: an IPv6 client would get a fresh count per address of its /64.
  {
    name: MAGIC_LINK_PER_CLIENT,
    limit: magicLinksPerClient,
    ttl: LIMITS.magicLinkPerClient.windowMs,
    getTracker: requestClientKey,
  },
  {
    name: VERIFY_PER_CLIENT,
    limit: LIMITS.verifyPerClient.limit,
    ttl: LIMITS.verifyPerClient.windowMs,
    getTracker: requestClientKey,
  },
];
