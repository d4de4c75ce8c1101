import { Inject, Injectable } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import Redis from 'ioredis';
import type { CounterState } from './rate-limit-storage';
import { throttleRecord } from './throttle-record';

// INCR and the first PEXPIRE in one script: atomic across replicas, and a key can never be left without expiry.
const INCREMENT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {hits, ttl}
`;

// A reserved hit given back: DECR keeps the key's expiry; an ended window (no key) or a zero count stays as it is.
const GIVE_BACK = `
local hits = tonumber(redis.call('GET', KEYS[1]) or '0')
if hits > 0 then redis.call('DECR', KEYS[1]) end
return hits
`;

@Injectable()
export class RedisThrottlerStorage implements ThrottlerStorage {
  constructor(@Inject(Redis) private readonly redis: Redis) {}

  async increment(
    key: string,
    ttl: number,
    limit: number,
    _block: number,
    name: string,
  ): Promise<ThrottlerStorageRecord> {
    const [hits, msLeft] = (await this.redis.eval(INCREMENT, 1, `ratelimit:${name}:${key}`, ttl)) as [number, number];
    return throttleRecord(hits, msLeft, limit);
  }

  async giveBack(key: string, name: string): Promise<void> {
    await this.redis.eval(GIVE_BACK, 1, `ratelimit:${name}:${key}`);
  }

  /** The live window's count and time left, without counting (null: no window open). */
  async peek(key: string, name: string): Promise<CounterState | null> {
    const redisKey = `ratelimit:${name}:${key}`;
    const [[, hits], [, msLeft]] = (await this.redis.multi().get(redisKey).pttl(redisKey).exec()) as [
      [null, string | null],
      [null, number],
    ];
    return hits === null || msLeft <= 0 ? null : { hits: Number(hits), msLeft };
  }
}
