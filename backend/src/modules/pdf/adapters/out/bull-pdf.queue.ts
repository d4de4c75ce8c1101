import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import Bull from 'bull';
import type { Job, Queue } from 'bull';
import { AppConfig } from '../../../../config/app-config';
import type { PdfJob, PdfRenderInput } from '../../domain/pdf-export';
import { PdfQueue, QueueStats } from '../../application/ports/pdf-queue';
import { RenderPdf } from '../../application/render-pdf.use-case';
import { BullFinishedJobs } from './bull-finished-jobs';
import { RedisPdfResults } from './redis-pdf-results';
import { isPermanent, JOB_OPTIONS, percentiles, sleep } from './queue-stats';

export const PDF_QUEUE_NAME = 'pdf';

/**
 * Jobs a worker takes beyond the PDF_CONCURRENCY it prints at once. The extra one is fetched, parsed and rendered
 * to HTML while the others print, and waits for a free page in the printer (its time limit starts there), so
 * Bull's round trips between jobs overlap the printing instead of adding to it (docs/performance.md).
 */
const PREFETCH = 1;

/** How often a waiting request re-reads its job's state, in case a pub/sub message was lost (Redis reconnecting). */
const FINISHED_POLL_MS = 2000;

/** Whether this process takes PDF jobs off the queue (the worker entry always does). */
export abstract class PdfProcessing {
  abstract readonly enabled: boolean;
}

/**
 * Bull queue 'pdf' on Redis (keys under REDIS_KEY_PREFIX + 'bull:pdf:'). The job id is the input's hash, so the
 * same export asked twice is one job, answered from the finished one while its PDF is kept. The worker stores the
 * PDF beside the job (RedisPdfResults) and completes the job with its size; the API waits for the completion
 * through BullFinishedJobs (not job.finished(), which can miss an event and wait 5 s), then reads the PDF.
 * A worker that dies mid-job loses its lock; Bull's stalled check puts the job back once (maxStalledCount 1), and
 * only the lock holder's moveToCompleted completes it, so there is one completion (a PDF stored by a worker that
 * died before completing is overwritten by the same document).
 */
@Injectable()
export class BullPdfQueue extends PdfQueue implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(BullPdfQueue.name);
  readonly queue: Queue<PdfRenderInput>;
  private readonly finished: BullFinishedJobs;
  private readonly results: RedisPdfResults;

  constructor(
    private readonly config: AppConfig,
    private readonly renderPdf: RenderPdf,
    private readonly processing: PdfProcessing,
  ) {
    super();
    if (!config.redis) throw new Error('BullPdfQueue needs REDIS_URL');
    this.queue = new Bull<PdfRenderInput>(PDF_QUEUE_NAME, config.redis.url, {
      prefix: `${config.redis.keyPrefix}bull`,
      settings: {
        lockDuration: config.pdf.lockDurationMs,
        lockRenewTime: Math.floor(config.pdf.lockDurationMs / 2),
        stalledInterval: config.pdf.stalledIntervalMs,
        maxStalledCount: 1,
      },
    });
    this.queue.on('error', (error) => this.logger.error(`queue error: ${error.message}`));
    this.finished = new BullFinishedJobs(this.queue);
    this.results = new RedisPdfResults(this.queue.client, config.redis.keyPrefix);
  }

  onApplicationBootstrap(): void {
    if (!this.processing.enabled) return;
    void this.queue.process(this.config.pdf.concurrency + PREFETCH, (job) => this.process(job));
    this.logger.log(`processing PDF jobs (${this.config.pdf.concurrency} at once, ${PREFETCH} fetched ahead)`);
  }

  /** Graceful shutdown: Bull's close waits for the running jobs of this process, then the connections close. */
  async onModuleDestroy(): Promise<void> {
    await this.queue.close();
  }

  async submit(job: PdfJob): Promise<Buffer> {
    const deadline = Date.now() + this.config.pdf.waitMs;
    await this.finished.ready();
    // Listen before the job exists: a fast worker's completion event cannot slip past.
    let next = this.finished.next(job.id);
    try {
      const existing = await this.queue.getJob(job.id);
      if (existing) {
        const [completed, failed] = await Promise.all([existing.isCompleted(), existing.isFailed()]);
        // The same export finished a moment ago: its PDF, while kept.
        const kept = completed ? await this.results.get(job.id) : null;
        if (kept) return kept;
        // A failed job would answer every retry with its old failure, a completed one whose PDF expired has
        // nothing to give: start afresh. A waiting or running one is shared: its completion is still to come.
        if (completed || failed) await existing.remove().catch(() => undefined);
      }
      // If an identical request added it meanwhile, Bull adds nothing and both wait for the same job.
      await this.queue.add(job.input, {
        jobId: job.id,
        attempts: JOB_OPTIONS.attempts,
        backoff: { type: 'exponential', delay: JOB_OPTIONS.backoffMs },
        removeOnComplete: JOB_OPTIONS.keepCompleted,
        removeOnFail: JOB_OPTIONS.keepFailed,
      });
      for (;;) {
        const remaining = deadline - Date.now();
        if (remaining <= 0) throw new Error('PDF_TIMEOUT');
        let timer: NodeJS.Timeout | undefined;
        const event = await Promise.race([
          next.event,
          new Promise<null>(
            (resolve) => (timer = setTimeout(() => resolve(null), Math.min(remaining, FINISHED_POLL_MS))),
          ),
        ]).finally(() => clearTimeout(timer));
        if (event?.completed) return await this.result(job.id);
        // A failed attempt (retried, or failed for good) or a poll tick: listen again, then read the job's state.
        next.cancel();
        next = this.finished.next(job.id);
        if (await this.isDone(job.id)) return await this.result(job.id);
      }
    } finally {
      next.cancel();
    }
  }

  /** Whether the job completed (true) or is still to come (false); a job that failed for good throws its reason. */
  private async isDone(jobId: string): Promise<boolean> {
    const job = await this.queue.getJob(jobId);
    // Removed between add and now (trimmed, or failed and removed by a new request): no result will come.
    if (!job) throw new Error('PDF_FAILED');
    const [completed, failed] = await Promise.all([job.isCompleted(), job.isFailed()]);
    if (completed) return true;
    if (!failed) return false;
    // Failed after the job was read: read it again for its reason.
    throw new Error((job.failedReason ?? (await this.queue.getJob(jobId))?.failedReason) || 'PDF_FAILED');
  }

  private async result(jobId: string): Promise<Buffer> {
    const pdf = await this.results.get(jobId);
    if (!pdf) throw new Error('PDF_FAILED');
    return pdf;
  }

  async stats(): Promise<QueueStats> {
    const counts = await this.queue.getJobCounts();
    const recent = await this.queue.getCompleted(0, 199);
    const durations = recent.filter((j) => j?.processedOn && j.finishedOn).map((j) => j.finishedOn! - j.processedOn!);
    return {
      waiting: counts.waiting,
      active: counts.active,
      completed: counts.completed,
      failed: counts.failed,
      delayed: counts.delayed,
      durationsMs: percentiles(durations),
    };
  }

  private async process(job: Job<PdfRenderInput>): Promise<{ bytes: number }> {
    if (this.config.pdf.testDelayMs) await sleep(this.config.pdf.testDelayMs);
    try {
      const pdf = await this.renderPdf.execute(job.data);
      await this.results.put(String(job.id), pdf);
      // The return value (kept with the job, shown on the dashboard, carried by the completion event) is small.
      return { bytes: pdf.length };
    } catch (error) {
      if (isPermanent(error)) await job.discard();
      throw error;
    }
  }
}
