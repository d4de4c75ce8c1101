import { InjectQueue } from '@nestjs/bull';
import { Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bull';
import { PDF_QUEUE_NAME } from './bull-pdf-queue.options';

/**
 * Logs the queue's Redis errors. Bull emits them as 'error' events, and an emitter without an 'error' listener
 * throws: the API and the worker each have this, whether they add jobs, print them, or both.
 */
@Injectable()
export class BullPdfQueueErrors {
  private readonly logger = new Logger('BullPdfQueue');

  private lastLog = 0;

  constructor(@InjectQueue(PDF_QUEUE_NAME) queue: Queue) {
    // Each of Bull's clients reports every reconnect attempt while Redis is down: one line per 10 s says it.
    queue.on('error', (error) => {
      if (Date.now() - this.lastLog < 10_000) return;
      this.lastLog = Date.now();
      this.logger.error(`queue error: ${error.message}`);
    });
  }
}
