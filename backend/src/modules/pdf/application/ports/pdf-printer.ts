import type { PaperSize } from '@resume/contracts';

export interface PrintOptions {
  paperSize: PaperSize;
  title: string;
  author: string;
  /** PDF Info /Subject: the person's professional title; null: none. */
  subject: string | null;
  /** PDF Info /Keywords: the tags of the filter the export used; empty: none. */
  keywords: readonly string[];
}

/**
 * Prints an HTML document to PDF; rejects with a PdfFailure: PDF_TIMEOUT, PDF_TOO_LONG, PDF_FAILED, or
 * PDF_UNAVAILABLE when this process has no browser to print with.
 */
export abstract class PdfPrinter {
  abstract print(html: string, options: PrintOptions): Promise<Buffer>;
  /** Whether printing can start here: false while the browser is missing or failed to start (GET /health/ready). */
  abstract available(): Promise<boolean>;
}
