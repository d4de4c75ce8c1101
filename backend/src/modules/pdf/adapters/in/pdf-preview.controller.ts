import { Body, Controller, Headers, HttpCode, Post, Res, UseGuards } from '@nestjs/common';
import { acceptedLanguages, PDF_API, PREVIEW_HEADERS } from '@resume/contracts';
import type { User } from '@resume/contracts';
import { PreviewPdfDto } from '@resume/contracts/dto';
import type { Response } from 'express';
import { CurrentUser } from '../../../../infrastructure/http/current-user.decorator';
import { SessionAuthGuard } from '../../../../infrastructure/http/session-auth.guard';
import { PreviewPdf } from '../../application/preview-pdf.use-case';
import { PdfPreviewRateLimitGuard } from './pdf-preview-rate-limit.guard';

/**
 * POST /api/pdf-preview (docs/decisions/0045-live-preview.md): the owner's resume as the export prints it, with the
 * draft being typed, shown inline and never stored (no-store); the paper and the margin ride in PREVIEW_HEADERS.
 */
@Controller(PDF_API.previewPdf.slice(1))
@UseGuards(SessionAuthGuard, PdfPreviewRateLimitGuard)
export class PdfPreviewController {
  constructor(private readonly previewPdf: PreviewPdf) {}

  @Post()
  @HttpCode(200)
  async preview(
    @CurrentUser() user: User,
    @Body() body: PreviewPdfDto,
    @Headers('accept-language') acceptLanguage: string | undefined,
    @Res() res: Response,
  ): Promise<void> {
    const { bytes, paperSize, marginIn, laterMarginIn } = await this.previewPdf.execute(
      user,
      body,
      acceptedLanguages(acceptLanguage),
    );
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', 'inline');
    res.setHeader('Content-Length', String(bytes.length));
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader(PREVIEW_HEADERS.paperSize, paperSize);
    res.setHeader(PREVIEW_HEADERS.marginIn, String(marginIn));
    res.setHeader(PREVIEW_HEADERS.laterMarginIn, String(laterMarginIn));
    res.end(bytes);
  }
}
