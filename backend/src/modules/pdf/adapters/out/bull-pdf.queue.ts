import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import Bull from 'bull';
import type { Job, Queue } from 'bull';
import { AppConfig } from '../../../../config/app-config';
import type { PdfJob, PdfRenderInput } from '../../domain/pdf-export';
import { PdfQueue, QueueStats } from '../../application/ports/pdf-queue';
import { RenderPdf } from '../../application/render-pdf.use-case';
import { isPermanent, JOB_OPTIONS, percentiles, sleep } from './queue-stats';

export const PDF_QUEUE_NAME = 'pdf';

/** Whether this process takes PDF jobs off the queue (the worker entry always does). */
export abstract class PdfProcessing {
  abstract readonly enabled: boolean;
}

/**
 * Bull queue 'pdf' on Redis (keys under REDIS_KEY_PREFIX + 'bull:pdf:'). The job id is the input's hash, so the
 * same export asked twice is one job; a finished job is answered from the queue until trimmed. The worker returns
 * the PDF as base64 (the job's return value, kept with the completed job); the API waits for it with job.finished().
 * A worker that dies mid-job loses its lock; Bull's stalled check puts the job back once (maxStalledCount 1), and
 * the job's result is written only by the moveToCompleted of the lock holder, so there is at most one result.
 */
@Injectable()
export class BullPdfQueue extends PdfQueue implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(BullPdfQueue.name);
  readonly queue: Queue<PdfRenderInput>;

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
    // Every waiting request listens for its job's completion on the queue.
    this.queue.setMaxListeners(0);
  }

  onApplicationBootstrap(): void {
    if (!this.processing.enabled) return;
    void this.queue.process(this.config.pdf.concurrency, (job) => this.process(job));
    this.logger.log(`processing PDF jobs (concurrency ${this.config.pdf.concurrency})`);
  }

  /** Graceful shutdown: Bull's close waits for the running jobs of this process, then the connections close. */
  async onModuleDestroy(): Promise<void> {
    await this.queue.close();
  }

  async submit(job: PdfJob): Promise<Buffer> {
    const deadline = Date.now() + this.config.pdf.waitMs;
    let queued = await this.queue.getJob(job.id);
    if (queued && (await queued.isFailed())) {
      // A failed job of the same input would answer every retry with its old failure: start afresh.
      await queued.remove().catch(() => undefined);
      queued = null;
    }
    queued ??= await this.queue.add(job.input, {
      jobId: job.id,
      attempts: JOB_OPTIONS.attempts,
      backoff: { type: 'exponential', delay: JOB_OPTIONS.backoffMs },
      removeOnComplete: JOB_OPTIONS.keepCompleted,
      removeOnFail: JOB_OPTIONS.keepFailed,
    });
    // finished() also rejects on a failed attempt that will be retried: wait again until the job is done for good.
    for (;;) {
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error('PDF_TIMEOUT');
      let timer: NodeJS.Timeout | undefined;
      try {
        const base64 = await Promise.race([
          queued.finished() as Promise<string>,
          new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('PDF_TIMEOUT')), remaining))),
        ]);
        if (typeof base64 !== 'string') throw new Error('PDF_FAILED');
        return Buffer.from(base64, 'base64');
      } catch (error) {
        const message = (error as Error).message;
        if (message === 'PDF_TIMEOUT' && Date.now() >= deadline) throw error;
        const fresh = await this.queue.getJob(job.id);
        if (!fresh || (await fresh.isFailed()) || (await fresh.isCompleted())) throw new Error(fresh?.failedReason || message);
        queued = fresh;
        await sleep(50);
      } finally {
        clearTimeout(timer);
      }
    }
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

  private async process(job: Job<PdfRenderInput>): Promise<string> {
    if (this.config.pdf.testDelayMs) await sleep(this.config.pdf.testDelayMs);
    try {
      const bytes = await this.renderPdf.execute(job.data);
      return bytes.toString('base64');
    } catch (error) {
      if (isPermanent(error)) await job.discard();
      throw error;
    }
  }
}
