import type { ThrottlerStorage } from '@nestjs/throttler';

/** The counters' home: Redis when configured, else the database. Never this process' memory. */
export abstract class RateLimitStorage {}

/** A counter's live window. */
export interface CounterState {
  hits: number;
  msLeft: number;
}

/** What both storages (Redis, database) do: @nestjs/throttler's increment, and a read that counts nothing. */
export interface CountingStorage extends ThrottlerStorage {
  peek(key: string, name: string): Promise<CounterState | null>;
}
