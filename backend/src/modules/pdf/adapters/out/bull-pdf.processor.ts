import { InjectQueue, Process, Processor } from '@nestjs/bull';
import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy, Type } from '@nestjs/common';
import type { Job, Queue } from 'bull';
import { AppConfig } from '../../../../config/app-config';
import { isPermanentFailure, type PdfRenderInput } from '../../domain/pdf-export';
import { RenderPdf } from '../../application/render-pdf.use-case';
import { PDF_QUEUE_NAME } from './bull-pdf-queue.options';
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
    @InjectQueue(PDF_QUEUE_NAME) private readonly queue: Queue<PdfRenderInput>,
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

  async print(job: Job<PdfRenderInput>): Promise<{ bytes: number }> {
    if (this.config.pdf.testDelayMs) await sleep(this.config.pdf.testDelayMs);
    try {
      const pdf = await this.renderPdf.execute(job.data);
      await this.results.put(String(job.id), pdf);
      // The return value (kept with the job, shown on the dashboard, carried by the completion event) is small.
      return { bytes: pdf.length };
    } catch (error) {
      if (isPermanentFailure(error)) await job.discard();
      throw error;
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
    override print(job: Job<PdfRenderInput>): Promise<{ bytes: number }> {
      return super.print(job);
    }
  }
  return ConfiguredBullPdfProcessor;
}
