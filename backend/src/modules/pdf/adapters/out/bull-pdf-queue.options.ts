import type { BullModuleOptions } from '@nestjs/bull';
import Bull from 'bull';
import type { Queue } from 'bull';
import { AppConfig } from '../../../../config/app-config';
import { REDIS_DISCONNECT_TIMEOUT_MS } from '../../../../infrastructure/redis/redis.module';
import type { PdfRenderInput } from '../../domain/pdf-export';

export const PDF_QUEUE_NAME = 'pdf';

/**
 * A job's data: what to print, and the id of the request that queued it, so the worker's lines for the job carry
 * it too (decision 0029). The job id hashes the input only: the same export from two requests stays one job.
 */
export type PdfJobData = PdfRenderInput & { requestId?: string };

/**
 * Queue 'pdf' on Redis, keys under REDIS_KEY_PREFIX + 'bull:pdf:'. A worker that dies mid-job loses its lock
 * (PDF_LOCK_DURATION_MS); Bull's stalled check puts the job back once (maxStalledCount 1), and only the lock
 * holder's moveToCompleted completes it, so there is one completion.
 */
export function pdfQueueOptions(config: AppConfig): BullModuleOptions {
  if (!config.redis) throw new Error('The Bull PDF queue needs REDIS_URL');
  return {
    name: PDF_QUEUE_NAME,
    url: config.redis.url,
    prefix: `${config.redis.keyPrefix}bull`,
    // Bull's clients stop as fast as the shared one when Redis is gone at shutdown (see REDIS_DISCONNECT_TIMEOUT_MS).
    redis: { disconnectTimeout: REDIS_DISCONNECT_TIMEOUT_MS },
    settings: {
      lockDuration: config.pdf.lockDurationMs,
      lockRenewTime: Math.floor(config.pdf.lockDurationMs / 2),
      stalledInterval: config.pdf.stalledIntervalMs,
      maxStalledCount: 1,
    },
  };
}

/** The queue as BullModule.registerQueue builds it, for callers outside Nest (bench/pdf.mjs, the worker e2e). */
export function openPdfQueue(config: AppConfig): Queue<PdfRenderInput> {
  const options = pdfQueueOptions(config);
  return new Bull<PdfRenderInput>(PDF_QUEUE_NAME, options.url!, options);
}
