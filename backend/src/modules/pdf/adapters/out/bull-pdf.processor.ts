import { InjectQueue, Process, Processor } from '@nestjs/bull';
import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy, Optional, Type } from '@nestjs/common';
import type { Job, Queue } from 'bull';
import { AppConfig } from '../../../../config/app-config';
import { recordPdfJob } from '../../../../infrastructure/observability/metrics';
import { RequestContext } from '../../../../infrastructure/observability/request-context';
import type { PdfRenderInput } from '../../domain/pdf-export';
import { PdfFailure } from '../../domain/pdf-failure';
import { RenderPdf } from '../../application/render-pdf.use-case';
import { PDF_QUEUE_NAME, type PdfJobData } from './bull-pdf-queue.options';
import { RedisPdfResults } from './redis-pdf-results';
import { sleep } from './queue-stats';

/**
 * Jobs a worker takes beyond the PDF_CONCURRENCY it prints at once. The extra one is fetched, parsed and rendered
 * to HTML while the others print, and waits for a free page in the printer (its time limit starts there), so
 * Bull's round trips between jobs overlap the printing instead of adding to it (docs/performance.md).
 */
export const PREFETCH = 1;

/**
 * Prints the queue's jobs (the worker entry, and the API unless PDF_WORKER_IN_API=false): renders, stores the PDF
 * beside the job (RedisPdfResults) and completes the job with its size. BullModule's explorer starts the processing
 * of the class bullPdfProcessor(config) makes.
 */
@Injectable()
export class BullPdfProcessor implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(BullPdfProcessor.name);
  private readonly results: RedisPdfResults;

  constructor(
    private readonly config: AppConfig,
    private readonly renderPdf: RenderPdf,
    @InjectQueue(PDF_QUEUE_NAME) private readonly queue: Queue<PdfJobData>,
    @Optional() private readonly context?: RequestContext,
  ) {
    if (!config.redis) throw new Error('BullPdfProcessor needs REDIS_URL');
    this.results = new RedisPdfResults(queue.client, config.redis.keyPrefix);
  }

  onApplicationBootstrap(): void {
    this.logger.log(`processing PDF jobs (${this.config.pdf.concurrency} at once, ${PREFETCH} fetched ahead)`);
  }

  /**
   * Graceful shutdown: Bull's close waits for this process's running jobs. BullModule closes the queue only in
   * onApplicationShutdown, where the printer closes its browser too, in no set order; here it happens before.
   */
  async onModuleDestroy(): Promise<void> {
    await this.queue.close();
  }

  /** Under the id of the request that queued the job: the job's log lines carry it (decision 0029). */
  print(job: Job<PdfJobData>): Promise<{ bytes: number }> {
    const { requestId, ...input } = job.data;
    const work = () => this.printJob(job, input);
    return this.context ? this.context.run(requestId, { jobId: String(job.id) }, work) : work();
  }

  private async printJob(job: Job<PdfJobData>, input: PdfRenderInput): Promise<{ bytes: number }> {
    const started = Date.now();
    if (this.config.pdf.testDelayMs) await sleep(this.config.pdf.testDelayMs);
    try {
      const pdf = await this.renderPdf.execute(input);
      await this.results.put(String(job.id), pdf);
      recordPdfJob('completed', started);
      this.logger.log(`PDF job printed in ${Date.now() - started} ms (${pdf.length} bytes)`);
      // The return value (kept with the job, shown on the dashboard, carried by the completion event) is small.
      return { bytes: pdf.length };
    } catch (error) {
      // Thrown as a PdfFailure: its message, the code, is the failedReason BullPdfQueue reads (PdfFailure.fromReason).
      const failure = PdfFailure.from(error);
      const last = failure.permanent || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      recordPdfJob(last ? 'failed' : 'retried', started);
      const cause = failure.cause instanceof Error ? ` (${failure.cause.message})` : '';
      this.logger.warn(
        `PDF job attempt ${job.attemptsMade + 1} failed${last ? '' : ', to be retried'}: ${failure.code}${cause}`,
      );
      if (failure.permanent) await job.discard();
      throw failure;
    }
  }
}

/**
 * The processor for this configuration: @Process takes its concurrency when it decorates, and PDF_CONCURRENCY is
 * read at start-up, so each configuration gets its own subclass (PdfModule builds one per configuration).
 */
export function bullPdfProcessor(config: AppConfig): Type<BullPdfProcessor> {
  @Processor(PDF_QUEUE_NAME)
  class ConfiguredBullPdfProcessor extends BullPdfProcessor {
    @Process({ concurrency: config.pdf.concurrency + PREFETCH })
    override print(job: Job<PdfJobData>): Promise<{ bytes: number }> {
      return super.print(job);
    }
  }
  return ConfiguredBullPdfProcessor;
}
