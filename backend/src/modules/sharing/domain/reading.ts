import { READING_LIMITS } from '@resume/contracts';
import { DomainError } from '../../../shared/domain/domain-error';

/** Seconds a page may claim beyond the time since it was served (clocks and rounding). */
const SLACK_SECONDS = 5;

const WHOLE = /^\d{1,9}$/;

export interface BoundedReading {
  seconds: number;
  depth: number;
}

/**
 * A beacon's values, bounded: whole numbers only (anything else READ_VISIT_INVALID), the time visible at most
 * READING_LIMITS.maxSeconds and never more than the page has existed, the depth at most 100 %.
 */
export function boundReading(seconds: unknown, depth: unknown, issuedAt: Date, now: Date): BoundedReading {
  if (typeof seconds !== 'string' || typeof depth !== 'string' || !WHOLE.test(seconds) || !WHOLE.test(depth))
    throw new DomainError('READ_VISIT_INVALID');
  const existed = Math.max(0, Math.ceil((now.getTime() - issuedAt.getTime()) / 1000)) + SLACK_SECONDS;
  return {
    seconds: Math.min(Number(seconds), READING_LIMITS.maxSeconds, existed),
    depth: Math.min(Number(depth), 100),
  };
}
