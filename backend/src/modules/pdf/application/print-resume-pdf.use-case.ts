import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../shared/domain/domain-error';
import { pdfJob, type PdfRenderInput } from '../domain/pdf-export';

export type { PdfRenderInput };
import { PdfQueue } from './ports/pdf-queue';

/**
 * A resume already read and authorised by the caller (the owner's export, or a public page whose owner allows the
 * download) printed through the queue. Exported for the sharing module; failures become DomainErrors.
 */
@Injectable()
export class PrintResumePdf {
  constructor(private readonly queue: PdfQueue) {}

  async execute(input: PdfRenderInput): Promise<Buffer> {
    try {
      return await this.queue.submit(pdfJob(input));
    } catch (error) {
      const code = (error as Error).message;
      if (code === 'PDF_TIMEOUT' || code === 'PDF_TOO_LONG' || code === 'PDF_UNAVAILABLE') throw new DomainError(code);
      throw new DomainError('PDF_FAILED');
    }
  }
}
