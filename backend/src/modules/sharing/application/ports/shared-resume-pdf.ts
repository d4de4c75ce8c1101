import type { Filter, PaperSize, PublicCompleteResume, Template } from '@resume/contracts';

/** One shared resume to print, as its visitors receive it (hidden items and contact fields already left out). */
export interface SharedPdfRequest {
  data: PublicCompleteResume;
  filter: Filter | null;
  template: Template | null;
  paperSize: PaperSize;
  /** Document metadata (PDF Info /Title and /Author). */
  title: string;
  author: string;
}

/**
 * Prints a shared resume, kept by the pdf module (its queue and printers). A bridge to it. Failures are DomainErrors
 * (PDF_FAILED, PDF_TIMEOUT, PDF_TOO_LONG).
 */
export abstract class SharedResumePdf {
  abstract print(request: SharedPdfRequest): Promise<Buffer>;
}
