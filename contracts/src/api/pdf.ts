/** PDF export (spec 2.7, 4, 7): the editor's export dialog and the public pages' download. */
export const PDF_API = {
  /** POST GeneratePdfRequest -> application/pdf, `Content-Disposition: attachment; filename="resume-{resumeId}.pdf"`. */
  generatePdf: '/api/generate-pdf',
  /**
   * POST PreviewPdfRequest -> application/pdf (never saved, `Cache-Control: no-store`): the owner's resume as the
   * export would print it, with the form being typed laid over it (docs/decisions/0045-live-preview.md). Answers
   * the paper and margin it printed with in PREVIEW_HEADERS.
   */
  previewPdf: '/api/pdf-preview',
} as const;

/**
 * Response headers of a preview (the page outlines): the paper it printed on, the page margin in inches, and the
 * top and bottom margin of the pages after the first (wider when they carry the running name and page number,
 * decision 0043; their sides keep the page margin).
 */
export const PREVIEW_HEADERS = {
  paperSize: 'X-Paper-Size',
  marginIn: 'X-Page-Margin-In',
  laterMarginIn: 'X-Later-Page-Margin-In',
} as const;

export const GENERATE_PDF = PDF_API.generatePdf;

export const PAPER_SIZES = ['A4', 'Letter'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

/** The presets a free plan may export with (spec 6: 'the standard template preset'). */
export const FREE_PDF_TEMPLATE_IDS = ['preset-traditional'] as const;

export interface GeneratePdfRequest {
  resumeId: string;
  /** null: the whole resume. A filter needs a paid plan. */
  filterId: string | null;
  /** null: the standard preset (Traditional). Anything but a free preset needs a paid plan. */
  templateId: string | null;
  /**
   * The export's choice. Absent: the template's paperSize, else Letter for a person whose location or browser
   * language (Accept-Language) is in the US or Canada, else A4 (defaultPaperSize).
   */
  paperSize?: PaperSize;
}

/** The file name the browser saves. */
export const pdfFileName = (resumeId: string) => `resume-${resumeId}.pdf`;
