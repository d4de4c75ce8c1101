import type { ThrottlerStorage } from '@nestjs/throttler';

/** The counters' home: Redis when configured, else the database. Never this process' memory. */
export abstract class RateLimitStorage {}

/** A counter's live window. */
export interface CounterState {
  hits: number;
  msLeft: number;
}

/**
 * What both storages (Redis, database) do: @nestjs/throttler's increment (the count and the decision in one atomic
 * step: `isBlocked` is the new count's, never a count read before), a read that counts nothing, and giving one hit
 * back.
 */
export interface CountingStorage extends ThrottlerStorage {
  peek(key: string, name: string): Promise<CounterState | null>;
  /** One hit of the live window taken back (never below 0; nothing when no window is open), in one atomic step. */
  giveBack(key: string, name: string): Promise<void>;
}
