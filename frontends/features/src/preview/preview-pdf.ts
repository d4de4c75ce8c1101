/** POST /api/pdf-preview (docs/decisions/0045-live-preview.md): the PDF the export would print, for the preview. */
import {
  ERROR_CODES,
  isErrorCode,
  PDF_API,
  PREVIEW_HEADERS,
  type ErrorCode,
  type PaperSize,
  type PreviewPdfRequest,
} from '@resume/contracts';

export interface PreviewPdf {
  bytes: ArrayBuffer;
  paperSize: PaperSize;
  /** The page margin in inches the renderer gave the pages (drawn as the page outline's inner box). */
  marginIn: number;
  /** The top and bottom margin in inches of the pages after the first (wider for the running name and number). */
  laterMarginIn: number;
}

/** A preview the server refused or could not print: the catalogue's code and text. */
export class PreviewError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
  ) {
    super(ERROR_CODES[code].message);
    this.name = 'PreviewError';
  }
}

async function refusal(res: Response): Promise<PreviewError> {
  const body = (await res.json().catch(() => null)) as { code?: unknown } | null;
  const code = body && isErrorCode(body.code) ? body.code : res.status === 401 ? 'UNAUTHENTICATED' : 'PDF_FAILED';
  return new PreviewError(res.status, code);
}

/** Not through apiRequest: this call must be abortable (a newer state replaces it) and answers binary. */
export async function fetchPreviewPdf(request: PreviewPdfRequest, signal: AbortSignal): Promise<PreviewPdf> {
  const res = await fetch(PDF_API.previewPdf, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
    signal,
  });
  if (!res.ok) throw await refusal(res);
  const marginIn = Number(res.headers.get(PREVIEW_HEADERS.marginIn) ?? '0') || 0;
  return {
    bytes: await res.arrayBuffer(),
    paperSize: (res.headers.get(PREVIEW_HEADERS.paperSize) as PaperSize | null) ?? 'A4',
    marginIn,
    laterMarginIn: Number(res.headers.get(PREVIEW_HEADERS.laterMarginIn) ?? '') || marginIn,
  };
}
