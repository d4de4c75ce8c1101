import { Controller, Get, Logger, Param, Req, Res, UseGuards } from '@nestjs/common';
import { acceptedLanguages, LIMITS, PUBLIC_PAGES } from '@resume/contracts';
import type { Request, Response } from 'express';
import { AppConfig } from '../../../../config/app-config';
import { pageAt, pageSiteOf } from '../../../../infrastructure/http/page-site';
import { OptionalSessionGuard } from '../../../../infrastructure/http/optional-session.guard';
import { requestClientKey } from '../../../../infrastructure/rate-limit/client-key';
import { RateLimiter } from '../../../../infrastructure/rate-limit/rate-limiter';
import { DomainError } from '../../../../shared/domain/domain-error';
import { OpenedShare, OpenSharedResume } from '../../application/open-shared-resume.use-case';
import { PrintSharedResume } from '../../application/print-shared-resume.use-case';
import { RecordShareDownload } from '../../application/record-share-download.use-case';
import { sendErrorPage } from './public-error-page';
import { readPass, viewerIdOf, visitorOf } from './share-access.http';
import { isCodeGateError } from './share-code-pages';
import { routePattern } from '../../../../infrastructure/http/route-pattern';

/** GET /s/{id}/pdf: the download a link's owner may offer (allowPdfDownload). */
@Controller()
@UseGuards(OptionalSessionGuard)
export class SharedPdfController {
  private readonly logger = new Logger('PublicPages');

  constructor(
    private readonly openShared: OpenSharedResume,
    private readonly recordDownload: RecordShareDownload,
    private readonly printPdf: PrintSharedResume,
    private readonly limiter: RateLimiter,
    private readonly config: AppConfig,
  ) {}

  /** The same access rules as the page, counted once per download. */
  @Get(routePattern(PUBLIC_PAGES.pdf, 'id'))
  async sharedPdf(@Param('id') id: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    let opened: OpenedShare;
    try {
      // Anyone can ask for these: a limit per client (req.ip, TRUST_PROXY; IPv6 by /64) keeps the printers free.
      await this.limiter.consume(
        'pdf-download',
        requestClientKey(req),
        this.config.pdf.downloadsPerWindow,
        LIMITS.pdfDownloadsPerClient.windowMs,
      );
      opened = await this.openShared.execute({
        shareableId: id,
        pass: readPass(req, id),
        viewerId: viewerIdOf(req),
        visitor: visitorOf(req),
      });
    } catch (error) {
      // A code is needed (or the link waits or is locked): the page shows the dialog.
      if (isCodeGateError(error)) {
        res.setHeader('Cache-Control', 'private, no-store');
        res.redirect(303, PUBLIC_PAGES.shared(id));
        return;
      }
      return sendErrorPage(
        res,
        error,
        pageAt(pageSiteOf(res, this.config.appUrl), PUBLIC_PAGES.shared(id)),
        'invalidShareLink',
        this.logger,
      );
    }
    const { body, link } = opened;
    if (!link.allowPdfDownload) {
      const at = pageAt(pageSiteOf(res, this.config.appUrl), PUBLIC_PAGES.pdf(id));
      return sendErrorPage(res, new DomainError('SHARE_LINK_INVALID'), at, 'invalidShareLink', this.logger);
    }
    const pdf = await this.printPdf.execute(body, acceptedLanguages(req.headers['accept-language']));
    await this.recordDownload.execute(id, viewerIdOf(req));
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `attachment; filename="resume-${body.resume.id}.pdf"`);
    res.status(200).end(pdf);
  }
}
