import { InjectQueue } from '@nestjs/bull';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bull';
import { AppConfig } from '../../../../config/app-config';
import { currentRequestId } from '../../../../infrastructure/observability/request-context';
import type { PdfJob } from '../../domain/pdf-export';
import { PdfFailure } from '../../domain/pdf-failure';
import { PdfQueue, QueueStats } from '../../application/ports/pdf-queue';
import { BullFinishedJobs } from './bull-finished-jobs';
import { PDF_QUEUE_NAME, type PdfJobData } from './bull-pdf-queue.options';
import { RedisPdfResults } from './redis-pdf-results';
import { JOB_OPTIONS, percentiles } from './queue-stats';

/** How often a waiting request re-reads its job's state, in case a pub/sub message was lost (Redis reconnecting). */
const FINISHED_POLL_MS = 2000;

/**
 * The API's side of the Bull queue 'pdf' (BullModule.registerQueue; jobs are printed by BullPdfProcessor, here or
 * in the worker process). The job id is the input's hash, so the same export asked twice is one job, answered from
 * the finished one while its PDF is kept. The worker stores the PDF beside the job (RedisPdfResults) and completes
 * the job with its size; the API waits for the completion through BullFinishedJobs (not job.finished(), which can
 * miss an event and wait 5 s), then reads the PDF. A PDF stored by a worker that died before completing is
 * overwritten by the same document.
 */
@Injectable()
export class BullPdfQueue extends PdfQueue {
  private readonly finished: BullFinishedJobs;
  private readonly results: RedisPdfResults;

  constructor(
    private readonly config: AppConfig,
    @InjectQueue(PDF_QUEUE_NAME) private readonly queue: Queue<PdfJobData>,
  ) {
    super();
    if (!config.redis) throw new Error('BullPdfQueue needs REDIS_URL');
    this.finished = new BullFinishedJobs(this.queue);
    this.results = new RedisPdfResults(this.queue.client, config.redis.keyPrefix);
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
      await this.queue.add(
        { ...job.input, requestId: currentRequestId() },
        {
          jobId: job.id,
          attempts: JOB_OPTIONS.attempts,
          backoff: { type: 'exponential', delay: JOB_OPTIONS.backoffMs },
          removeOnComplete: JOB_OPTIONS.keepCompleted,
          removeOnFail: JOB_OPTIONS.keepFailed,
        },
      );
      for (;;) {
        const remaining = deadline - Date.now();
        if (remaining <= 0) throw new PdfFailure('PDF_TIMEOUT');
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

  /** Whether the job completed (true) or is still to come (false); a job that failed for good throws its PdfFailure. */
  private async isDone(jobId: string): Promise<boolean> {
    const job = await this.queue.getJob(jobId);
    // Removed between add and now (trimmed, or failed and removed by a new request): no result will come.
    if (!job) throw new PdfFailure('PDF_FAILED');
    const [completed, failed] = await Promise.all([job.isCompleted(), job.isFailed()]);
    if (completed) return true;
    if (!failed) return false;
    // Failed after the job was read: read it again for its reason.
    throw PdfFailure.fromReason(job.failedReason ?? (await this.queue.getJob(jobId))?.failedReason);
  }

  private async result(jobId: string): Promise<Buffer> {
    const pdf = await this.results.get(jobId);
    if (!pdf) throw new PdfFailure('PDF_FAILED');
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
}
