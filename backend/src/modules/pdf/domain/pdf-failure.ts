import type { ErrorCode } from '@resume/contracts';
import { DomainError } from '../../../shared/domain/domain-error';

/** The ways a print ends without a PDF: codes of the contracts' catalogue (502, 504, 422 and 503). */
export const PDF_FAILURE_CODES = ['PDF_FAILED', 'PDF_TIMEOUT', 'PDF_TOO_LONG', 'PDF_UNAVAILABLE'] as const;
export type PdfFailureCode = (typeof PDF_FAILURE_CODES)[number] & ErrorCode;

/**
 * Failures a retry cannot fix: the same input prints the same too-long document again, and a Chromium that is not
 * there (or does not start) will not be there a few seconds later either.
 */
const PERMANENT: readonly PdfFailureCode[] = ['PDF_TOO_LONG', 'PDF_UNAVAILABLE'];

/**
 * A print that ended without a PDF, typed where it starts (the printer, the Chromium check, either queue) and
 * answered as it is by the exception filter (a DomainError: the code decides the status and the body). `cause` keeps
 * what went wrong underneath (a puppeteer error, a failed launch) for the logs; it never reaches the client.
 */
export class PdfFailure extends DomainError {
  declare readonly code: PdfFailureCode;

  constructor(code: PdfFailureCode, options: { cause?: unknown } = {}) {
    // The message is the code alone: Bull keeps an error's message as the job's failedReason (PdfFailure.fromReason).
    super(code, code);
    this.name = 'PdfFailure';
    if (options.cause !== undefined) this.cause = options.cause;
  }

  /** Whether a job that ended with it is failed for good instead of retried (both queues). */
  get permanent(): boolean {
    return PERMANENT.includes(this.code);
  }

  /** Any error as a PdfFailure: itself, or PDF_FAILED caused by it. */
  static from(error: unknown): PdfFailure {
    return error instanceof PdfFailure ? error : new PdfFailure('PDF_FAILED', { cause: error });
  }

  /**
   * The failure a Bull job ended with, from its failedReason: the one place a failure crosses Redis as text. The
   * worker fails jobs with PdfFailures only (BullPdfProcessor), so the reason is a code; anything else (a job
   * Bull failed itself, e.g. stalled too often) is PDF_FAILED.
   */
  static fromReason(reason: string | undefined): PdfFailure {
    const code = PDF_FAILURE_CODES.find((known) => known === reason);
    return code ? new PdfFailure(code) : new PdfFailure('PDF_FAILED', { cause: reason });
  }
}
