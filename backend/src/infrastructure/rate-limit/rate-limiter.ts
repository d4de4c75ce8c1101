import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../../shared/domain/domain-error';
import { RateLimitStorage } from './rate-limit-storage';
import type { CountingStorage } from './rate-limit-storage';

/**
 * A named fixed-window limit on the shared counters (Redis or the database), for limits keyed by something a
 * throttler guard cannot see before the route's own guards ran (the signed-in person) or checked inside a handler.
 * Past the limit: 429 RATE_LIMITED with Retry-After.
 */
@Injectable()
export class RateLimiter {
  constructor(@Inject(RateLimitStorage) private readonly storage: CountingStorage) {}

  async consume(name: string, key: string, limit: number, windowMs: number): Promise<void> {
    const record = await this.storage.increment(key, windowMs, limit, windowMs, name);
    if (record.isBlocked)
      throw new DomainError('RATE_LIMITED', undefined, { retryAfterSeconds: record.timeToBlockExpire });
  }

  /**
   * RATE_LIMITED when `limit` hits are already counted in the key's window, without counting this call: for limits
   * that count failures only (wrong admin passwords) and, once used up, refuse every attempt.
   */
  async check(name: string, key: string, limit: number): Promise<void> {
    const state = await this.storage.peek(key, name);
    if (state && state.hits >= limit) {
      throw new DomainError('RATE_LIMITED', undefined, {
        retryAfterSeconds: Math.max(1, Math.ceil(state.msLeft / 1000)),
      });
    }
  }
}
