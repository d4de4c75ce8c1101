import type { PdfRenderInput } from '../domain/pdf-export';

/**
 * A resume already read and authorised by the caller, to print as its readers receive it: the contracts' resume,
 * filter and template, the paper size and the document's title and author.
 */
export type ResumeToPrint = Omit<PdfRenderInput, 'output'>;

/**
 * What other modules ask of the pdf module, in the contracts' types (their bridges import this class and nothing
 * else of it: docs/decisions/0058-one-seam-per-module.md). Everything goes through the one print queue (its
 * concurrency, time limit, retries and collapsing of equal jobs). Answered by adapters/in/pdf.module-api-adapter.ts.
 */
export abstract class PdfModuleApi {
  /** The PDF; fails with DomainErrors PDF_FAILED, PDF_TIMEOUT, PDF_TOO_LONG. */
  abstract printPdf(resume: ResumeToPrint): Promise<Buffer>;
  /** The preview card's PNG: the top of the first page (docs/decisions/0054-link-controls-and-previews.md). */
  abstract printCard(resume: ResumeToPrint): Promise<Buffer>;
  /** Whether a card can be printed now (this process's Chromium when it prints; a separate worker's: yes). */
  abstract cardsAvailable(): Promise<boolean>;
}
