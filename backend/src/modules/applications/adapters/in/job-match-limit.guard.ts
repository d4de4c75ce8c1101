import { JOB_MATCH_LIMITS } from '@resume/contracts';
import { PerUserLimit } from '../../../../infrastructure/rate-limit/per-user-limit.guard';

/**
 * Matches per signed-in person (JOB_MATCH_LIMITS.perUser), both routes on one count: each reads the whole resume.
 * Past it 429 RATE_LIMITED with Retry-After. Goes after SessionAuthGuard.
 */
export const JobMatchLimit = PerUserLimit('job-match', JOB_MATCH_LIMITS.perUser);
