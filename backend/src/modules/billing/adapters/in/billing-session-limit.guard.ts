import { LIMITS } from '@resume/contracts';
import { PerUserLimit } from '../../../../infrastructure/rate-limit/per-user-limit.guard';

/**
 * Checkout and portal sessions per signed-in person (LIMITS.billingSessionsPerUser): each one is a call to the
 * payment provider (and may create its customer), so one account cannot spend the API quota for everyone.
 */
export const BillingSessionLimit = PerUserLimit('billing-session', LIMITS.billingSessionsPerUser);
