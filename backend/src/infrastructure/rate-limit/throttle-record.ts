import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';

/**
 * Fixed window from the first hit. Past the limit the caller is blocked until the window ends (blockDuration
 * is not used: our throttlers leave it equal to the window).
 */
export function throttleRecord(hits: number, msLeft: number, limit: number): ThrottlerStorageRecord {
  const seconds = Math.max(1, Math.ceil(msLeft / 1000));
  const isBlocked = hits > limit;
  return { totalHits: hits, timeToExpire: seconds, isBlocked, timeToBlockExpire: isBlocked ? seconds : 0 };
}
