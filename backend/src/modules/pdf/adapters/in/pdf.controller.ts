import { Body, Controller, Headers, HttpCode, Post, Res, UseGuards } from '@nestjs/common';
import { acceptedLanguages, PDF_API } from '@resume/contracts';
import type { User } from '@resume/contracts';
import { GeneratePdfDto } from '@resume/contracts/dto';
import type { Response } from 'express';
import { CurrentUser } from '../../../../infrastructure/http/current-user.decorator';
import { SessionAuthGuard } from '../../../../infrastructure/http/session-auth.guard';
import { GeneratePdf } from '../../application/generate-pdf.use-case';
import { PdfExportRateLimitGuard } from './pdf-export-rate-limit.guard';

/** POST /api/generate-pdf (spec 7): the owner's PDF, downloaded as resume-{resumeId}.pdf; exports per person are limited. */
@Controller(PDF_API.generatePdf)
@UseGuards(SessionAuthGuard, PdfExportRateLimitGuard)
export class PdfController {
  constructor(private readonly generatePdf: GeneratePdf) {}

  @Post()
  @HttpCode(200)
  async generate(
    @CurrentUser() user: User,
    @Body() body: GeneratePdfDto,
    @Headers('accept-language') acceptLanguage: string | undefined,
    @Res() res: Response,
  ): Promise<void> {
    const { fileName, bytes } = await this.generatePdf.execute(user, body, acceptedLanguages(acceptLanguage));
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`);
    res.setHeader('Content-Length', String(bytes.length));
    res.setHeader('Cache-Control', 'no-store');
    res.end(bytes);
  }
}
