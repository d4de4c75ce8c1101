import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { ProcessRole } from './logging';

/** The process's metrics (docs/decisions/0029-observability.md), served at /metrics in Prometheus' text format. */
export const metricsRegistry = new Registry();

let started = false;

/** Node's own metrics (CPU, memory, GC, event-loop lag, handles) labelled with the process's role; once a process. */
export function startProcessMetrics(role: ProcessRole): void {
  if (started) return;
  started = true;
  metricsRegistry.setDefaultLabels({ service: role });
  collectDefaultMetrics({ register: metricsRegistry });
}

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from a request arriving to its answer being sent, by route pattern (never the raw URL) and status.',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [metricsRegistry],
});

/** completed: printed; retried: an attempt failed and the job will run again; failed: failed for good. */
export type PdfJobOutcome = 'completed' | 'retried' | 'failed';

const pdfJobDuration = new Histogram({
  name: 'pdf_job_duration_seconds',
  help: 'Time a PDF job attempt took in the process that printed it, by outcome (completed, retried, failed).',
  labelNames: ['outcome'] as const,
  buckets: [0.1, 0.25, 0.5, 1, 2, 3, 5, 10, 20, 30, 60],
  registers: [metricsRegistry],
});

export function recordPdfJob(outcome: PdfJobOutcome, startedAt: number): void {
  pdfJobDuration.observe({ outcome }, (Date.now() - startedAt) / 1000);
}

/** What the scrape-time gauges read: the queues' counts, the database pool's connections. */
export interface QueueDepthSource {
  queues(): Promise<{ name: string; counts: Partial<Record<QueueState, number>> }[]>;
}
export interface PoolSource {
  pool(): { inUse: number; idle: number; max: number } | null;
}

const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;
type QueueState = (typeof QUEUE_STATES)[number];

const queueSources = new Set<QueueDepthSource>();
const poolSources = new Set<PoolSource>();

/** Adds a source for the life of an app (tests build several in one process); the returned function removes it. */
export function addMetricSource(source: { queue?: QueueDepthSource; pool?: PoolSource }): () => void {
  if (source.queue) queueSources.add(source.queue);
  if (source.pool) poolSources.add(source.pool);
  return () => {
    if (source.queue) queueSources.delete(source.queue);
    if (source.pool) poolSources.delete(source.pool);
  };
}

new Gauge({
  name: 'queue_jobs',
  help: 'Jobs in each queue by state (waiting, active, delayed, failed), read from the queue when scraped.',
  labelNames: ['queue', 'state'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    for (const source of queueSources) {
      // A queue whose Redis is unreachable leaves its series out of this scrape (readiness reports Redis).
      const queues = await source.queues().catch(() => []);
      for (const { name, counts } of queues)
        for (const state of QUEUE_STATES) this.set({ queue: name, state }, counts[state] ?? 0);
    }
  },
});

new Gauge({
  name: 'db_pool_connections',
  help: "The database pool's connections by state (in_use, idle) and its limit (max), where the driver tells.",
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    for (const source of poolSources) {
      const pool = source.pool();
      if (!pool) continue;
      this.set({ state: 'in_use' }, pool.inUse);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'max' }, pool.max);
    }
  },
});
