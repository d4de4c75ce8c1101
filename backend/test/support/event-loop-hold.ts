import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

const SCHEDSTAT = `/proc/self/task/${process.pid}/schedstat`;

/**
 * The main thread's CPU time in ms: Linux's per-thread schedstat (its first field, in ns); null where there is none.
 * The main thread's, not the process's: zlib, file writes and GC helpers run on other threads without holding the
 * event loop.
 */
function mainThreadCpuMs(): number | null {
  // In a worker thread (Jest's workerThreads option) the task named by the pid is another thread.
  if (!isMainThread) return null;
  try {
    return Number(readFileSync(SCHEDSTAT, 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return null;
  }
}

const TICK_MS = 5;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Hold {
  /** The longest gap between two turns of a 5 ms timer, in wall time: what another request waited at most. */
  wallMs: number;
  /**
   * The main thread's CPU time in the gap where it spent the most: the part of a wait this process caused. On a
   * machine shared with other work the wall gap grows with the load (30 ms of work can take 200 ms when the
   * process gets a sixth of a core); the CPU time does not. Null where the platform does not tell it.
   */
  cpuMs: number | null;
  /** How long `work` took. */
  tookMs: number;
}

/**
 * Runs `work` (in this process: the e2e suites run the app in-process) while a timer notes each turn of the event
 * loop, and answers the longest the loop did not turn.
 */
export async function holdWhile<T>(work: () => Promise<T>): Promise<{ result: T; hold: Hold }> {
  let wall = performance.now();
  let cpu = mainThreadCpuMs();
  const hold: Hold = { wallMs: 0, cpuMs: cpu === null ? null : 0, tookMs: 0 };
  const timer = setInterval(() => {
    const nowWall = performance.now();
    const nowCpu = mainThreadCpuMs();
    hold.wallMs = Math.max(hold.wallMs, nowWall - wall);
    if (hold.cpuMs !== null && cpu !== null && nowCpu !== null) hold.cpuMs = Math.max(hold.cpuMs, nowCpu - cpu);
    wall = nowWall;
    cpu = nowCpu;
  }, TICK_MS);
  try {
    await pause(2 * TICK_MS);
    const start = performance.now();
    const result = await work();
    hold.tookMs = performance.now() - start;
    // One more turn, so a hold at the very end is counted.
    await pause(2 * TICK_MS);
    return { result, hold };
  } finally {
    clearInterval(timer);
  }
}
