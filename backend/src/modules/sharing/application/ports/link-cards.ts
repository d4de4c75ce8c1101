import type { SharedPdfRequest } from './shared-resume-pdf';

/**
 * Prints a resume's preview card (a PNG of its first page's top), kept by the pdf module (its queue and printers).
 * A bridge to it. Failures are DomainErrors (PDF_FAILED, PDF_TIMEOUT, PDF_UNAVAILABLE).
 */
export abstract class LinkCardPrinter {
  abstract print(request: SharedPdfRequest): Promise<Buffer>;
  /** Whether a card can be printed now: without, pages leave og:image out. */
  abstract available(): Promise<boolean>;
}

/** Printed cards by version (domain/link-preview.ts cardVersion): a version is printed once, then served from here. */
export abstract class LinkCardCache {
  abstract get(version: string): Buffer | undefined;
  abstract set(version: string, png: Buffer): void;
}
