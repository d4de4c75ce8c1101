import { Injectable } from '@nestjs/common';
import type { PdfRenderInput } from '../domain/pdf-export';
import { PrintResumePdf } from './print-resume-pdf.use-case';
import { PdfPrinter } from './ports/pdf-printer';

/** Whether this process prints (the in-process queue, or the Bull processor here too); set by PdfModule. */
export class PrintsHere {
  constructor(readonly value: boolean) {}
}

/**
 * A link's preview card (docs/decisions/0054-link-controls-and-previews.md): the top of the resume's first page as
 * a PNG, printed through the same queue (its concurrency, time limit, retries and collapsing of equal jobs) as every
 * PDF. The resume is read and authorised by the caller. Other modules reach it through PdfModuleApi.
 */
@Injectable()
export class PrintResumeCard {
  constructor(
    private readonly print: PrintResumePdf,
    private readonly printer: PdfPrinter,
    private readonly printsHere: PrintsHere,
  ) {}

  execute(input: Omit<PdfRenderInput, 'output'>): Promise<Buffer> {
    return this.print.execute({ ...input, output: 'card' });
  }

  /**
   * Whether a card can be printed now, for the page to offer og:image or not: this process's Chromium when it
   * prints; a separate worker's is not known here, so yes (a failed print answers the image request, never the page).
   */
  available(): Promise<boolean> {
    return this.printsHere.value ? this.printer.available() : Promise.resolve(true);
  }
}
