import type { PaperSize } from '@resume/contracts';

export interface PrintOptions {
  paperSize: PaperSize;
  title: string;
  author: string;
}

/** Prints an HTML document to PDF; rejects with Error('PDF_TIMEOUT' | 'PDF_TOO_LONG' | 'PDF_FAILED'). */
export abstract class PdfPrinter {
  abstract print(html: string, options: PrintOptions): Promise<Buffer>;
}
