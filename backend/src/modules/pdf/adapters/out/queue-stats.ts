import type { QueueStats } from '../../application/ports/pdf-queue';

export function percentiles(durations: number[]): QueueStats['durationsMs'] {
  if (!durations.length) return { p50: null, p95: null, count: 0 };
  const sorted = [...durations].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { p50: at(0.5), p95: at(0.95), count: sorted.length };
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const JOB_OPTIONS = {
  attempts: 3,
  /** 1 s, 2 s, 4 s ... between attempts. */
  backoffMs: 1000,
  /** Finished jobs kept (and duplicates answered from them) for a while, then trimmed. */
  keepCompleted: { age: 300, count: 200 },
  keepFailed: { age: 24 * 3600, count: 500 },
} as const;
