import { Injectable } from '@nestjs/common';
import { LIMITS } from '@resume/contracts';
import type { AppConfig } from '../../../../config/app-config';
import { PerPersonPdfLimitGuard } from './per-person-pdf-limit.guard';

/** Exports per signed-in person (LIMITS.pdfExportsPerUser, PDF_EXPORTS_PER_WINDOW): a PDF costs a browser page. */
@Injectable()
export class PdfExportRateLimitGuard extends PerPersonPdfLimitGuard {
  protected readonly bucket = 'pdf-export';
  protected readonly windowMs = LIMITS.pdfExportsPerUser.windowMs;
  protected allowed(config: AppConfig): number {
    return config.pdf.exportsPerWindow;
  }
}
