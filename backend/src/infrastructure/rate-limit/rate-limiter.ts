import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../../shared/domain/domain-error';
import { RateLimitStorage } from './rate-limit-storage';
import type { CountingStorage } from './rate-limit-storage';

/** A hit counted before the attempt it pays for was weighed; `giveBack` uncounts it (docs/decisions/0034). */
export interface Reservation {
  giveBack(): Promise<void>;
}

/**
 * A named fixed-window limit on the shared counters (Redis or the database), for limits keyed by something a
 * throttler guard cannot see before the route's own guards ran (the signed-in person) or checked inside a handler.
 * Past the limit: 429 RATE_LIMITED with Retry-After. Every decision comes from the storage's one atomic increment
 * (docs/decisions/0034-atomic-limits.md): never from a count read before and written after.
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
   * For limits that count failures only (wrong admin passwords): the attempt is counted BEFORE it is weighed, in the
   * same atomic step that refuses it past the limit, and given back when it succeeded. A burst of parallel attempts
   * therefore gets exactly `limit` weighed, and a right one inside the burst past the limit is refused unweighed; a
   * count read first and raised after the weighing let every attempt of a burst through (issue 24).
   */
  async reserve(name: string, key: string, limit: number, windowMs: number): Promise<Reservation> {
    await this.consume(name, key, limit, windowMs);
    return { giveBack: () => this.storage.giveBack(key, name) };
  }

  /**
   * RATE_LIMITED when `limit` hits are already counted in the key's window, without counting this call. Only for a
   * request that weighs nothing (an admin page asked without credentials): its answer cannot depend on the count
   * changing meanwhile. An attempt that is weighed takes a `reserve` instead.
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
