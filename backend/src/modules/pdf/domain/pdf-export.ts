import { createHash } from 'node:crypto';
import { FREE_PDF_TEMPLATE_IDS, hasPaidAccess } from '@resume/contracts';
import type { Filter, PaperSize, PublicCompleteResume, Template, User } from '@resume/contracts';

/** Everything a worker needs to print one PDF: no database access in the worker. */
export interface PdfRenderInput {
  /** The owner's complete resume, or a shared one as visitors receive it (hidden contact fields null). */
  data: PublicCompleteResume;
  filter: Filter | null;
  template: Template | null;
  paperSize: PaperSize;
  /** Document metadata (PDF Info /Title and /Author). */
  title: string;
  author: string;
}

export interface PdfJob {
  /** Same input, same id: duplicates collapse into one job (and a finished one is answered from the queue). */
  id: string;
  input: PdfRenderInput;
}

/**
 * Spec 6 and the issue: the free plan exports the whole resume (no filter) with no template or the standard preset;
 * anything else needs a paid plan (active or trialing).
 */
export function mayExport(
  user: Pick<User, 'plan' | 'subscriptionStatus'>,
  filterId: string | null,
  templateId: string | null,
): boolean {
  if (hasPaidAccess(user)) return true;
  return (
    filterId === null && (templateId === null || (FREE_PDF_TEMPLATE_IDS as readonly string[]).includes(templateId))
  );
}

export const MAX_PDF_PAGES = 10;

/** The job id: a hash of the whole input (resume incl. lastUpdated, filter, template, paper size, metadata). */
export function pdfJob(input: PdfRenderInput): PdfJob {
  const hash = createHash('sha256').update(JSON.stringify(input)).digest('hex').slice(0, 40);
  return { id: `pdf-${hash}`, input };
}
