import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../config/app-config';
import { recordPdfJob } from '../../../../infrastructure/observability/metrics';
import type { PdfJob } from '../../domain/pdf-export';
import { PdfFailure } from '../../domain/pdf-failure';
import { PdfQueue, QueueStats } from '../../application/ports/pdf-queue';
import { RenderPdf } from '../../application/render-pdf.use-case';
import { JOB_OPTIONS, percentiles, sleep } from './queue-stats';

/**
 * The embedded queue (no REDIS_URL): jobs run in the API process, at most PDF_CONCURRENCY at once, the rest wait in
 * order. Same job id while one is running: the caller shares its result. Attempts and back-off as with Bull. A job
 * fails with a PdfFailure only.
 */
@Injectable()
export class InProcessPdfQueue extends PdfQueue {
  private readonly running = new Map<string, Promise<Buffer>>();
  private readonly waiters: (() => void)[] = [];
  private active = 0;
  private completed = 0;
  private failed = 0;
  private delayed = 0;
  private readonly durations: number[] = [];

  constructor(
    private readonly config: AppConfig,
    private readonly renderPdf: RenderPdf,
  ) {
    super();
  }

  submit(job: PdfJob): Promise<Buffer> {
    let result = this.running.get(job.id);
    if (!result) {
      result = this.run(job).finally(() => this.running.delete(job.id));
      this.running.set(job.id, result);
    }
    return result;
  }

  async stats(): Promise<QueueStats> {
    return {
      waiting: this.waiters.length,
      active: this.active,
      completed: this.completed,
      failed: this.failed,
      delayed: this.delayed,
      durationsMs: percentiles(this.durations),
    };
  }

  private async run(job: PdfJob): Promise<Buffer> {
    for (let attempt = 1; ; attempt += 1) {
      await this.slot();
      const started = Date.now();
      try {
        if (this.config.pdf.testDelayMs) await sleep(this.config.pdf.testDelayMs);
        const bytes = await this.renderPdf.execute(job.input);
        recordPdfJob('completed', started);
        this.completed += 1;
        this.durations.push(Date.now() - started);
        if (this.durations.length > 1000) this.durations.shift();
        return bytes;
      } catch (error) {
        const failure = PdfFailure.from(error);
        if (attempt >= JOB_OPTIONS.attempts || failure.permanent) {
          recordPdfJob('failed', started);
          this.failed += 1;
          throw failure;
        }
        recordPdfJob('retried', started);
      } finally {
        this.release();
      }
      this.delayed += 1;
      await sleep(JOB_OPTIONS.backoffMs * 2 ** (attempt - 1));
      this.delayed -= 1;
    }
  }

  private async slot(): Promise<void> {
    if (this.active < this.config.pdf.concurrency) {
      this.active += 1;
      return;
    }
    await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  private release(): void {
    const next = this.waiters.shift();
    if (next) next();
    else this.active -= 1;
  }
}
