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

  constructor(@InjectQueue(PDF_QUEUE_NAME) queue: Queue) {
    queue.on('error', (error) => this.logger.error(`queue error: ${error.message}`));
  }
}
