import { Injectable } from '@nestjs/common';
import { LIMITS } from '@resume/contracts';
import type { AppConfig } from '../../../../config/app-config';
import { PerPersonPdfLimitGuard } from './per-person-pdf-limit.guard';

/**
 * Live previews per signed-in person (LIMITS.pdfPreviewsPerUser, PDF_PREVIEWS_PER_WINDOW), counted apart from
 * exports: a person previewing while typing never uses up their exports.
 */
@Injectable()
export class PdfPreviewRateLimitGuard extends PerPersonPdfLimitGuard {
  protected readonly bucket = 'pdf-preview';
  protected readonly windowMs = LIMITS.pdfPreviewsPerUser.windowMs;
  protected allowed(config: AppConfig): number {
    return config.pdf.previewsPerWindow;
  }
}
