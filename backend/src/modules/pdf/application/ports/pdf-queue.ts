import type { PdfJob } from '../../domain/pdf-export';

export interface QueueStats {
  waiting: number;
  active: number;
  completed: number;
  failed: number;
  delayed: number;
  /** Processing time of recently completed jobs. */
  durationsMs: { p50: number | null; p95: number | null; count: number };
}

/**
 * Where PDF jobs wait for a worker: Bull on Redis, or in the API process when there is no Redis. `submit` resolves
 * with the PDF bytes once a worker finished the job; it rejects with a PdfFailure (PDF_FAILED, PDF_TIMEOUT,
 * PDF_TOO_LONG, PDF_UNAVAILABLE) when the job failed for good or did not finish within the wait.
 */
export abstract class PdfQueue {
  abstract submit(job: PdfJob): Promise<Buffer>;
  abstract stats(): Promise<QueueStats>;
}
