import { Injectable } from '@nestjs/common';
import { pdfJob, type PdfRenderInput } from '../domain/pdf-export';
import { PdfFailure } from '../domain/pdf-failure';

export type { PdfRenderInput };
import { PdfQueue } from './ports/pdf-queue';

/**
 * A resume already read and authorised by the caller (the owner's export, or a public page whose owner allows the
 * download) printed through the queue. Other modules reach it through PdfModuleApi; it fails with a PdfFailure (a DomainError).
 */
@Injectable()
export class PrintResumePdf {
  constructor(private readonly queue: PdfQueue) {}

  async execute(input: PdfRenderInput): Promise<Buffer> {
    try {
      return await this.queue.submit(pdfJob(input));
    } catch (error) {
      // The queues fail with PdfFailures; anything else (Redis gone mid-wait, say) is a failed print.
      throw PdfFailure.from(error);
    }
  }
}
