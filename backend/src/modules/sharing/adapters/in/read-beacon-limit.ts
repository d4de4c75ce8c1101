import { Injectable } from '@nestjs/common';
import { READING_LIMITS } from '@resume/contracts';
import type { Request } from 'express';
import { requestClientKey } from '../../../../infrastructure/rate-limit/client-key';
import { RateLimiter } from '../../../../infrastructure/rate-limit/rate-limiter';

/**
 * Reading beacons per client address (READING_LIMITS.beaconsPerClient), counted before anything is read, on the
 * shared counters (Redis or the database), so a flood of forged beacons costs one counter each. Past it: 429
 * RATE_LIMITED. The per-visit limit is the visit row's own (RecordRead).
 */
@Injectable()
export class ReadBeaconLimit {
  constructor(private readonly limiter: RateLimiter) {}

  consume(req: Request): Promise<void> {
    const { limit, windowMs } = READING_LIMITS.beaconsPerClient;
    return this.limiter.consume('read-beacon', requestClientKey(req), limit, windowMs);
  }
}
