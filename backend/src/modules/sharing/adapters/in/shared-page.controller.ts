import { Controller, Get, HttpCode, Logger, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { PUBLIC_PAGES } from '@resume/contracts';
import type { Request, Response } from 'express';
import { AppConfig } from '../../../../config/app-config';
import { pageAt, PageSite, pageSiteOf } from '../../../../infrastructure/http/page-site';
import { OptionalSessionGuard } from '../../../../infrastructure/http/optional-session.guard';
import { OpenedShare, OpenSharedResume } from '../../application/open-shared-resume.use-case';
import { readForm } from './code-form';
import { previewOf } from './page-preview';
import { PageAt, sendErrorPage } from './public-error-page';
import { PageMeta, renderPublicPage } from './public-page.document';
import { sendHtml } from './public-page.response';
import { RenderedPages } from './rendered-pages';
import { oneString, readPass, setPass, viewerIdOf, visitorOf } from './share-access.http';
import { isCodeGateError, sendCodeGatePage } from './share-code-pages';

const PAGES_KEPT = 200;

/**
 * /s/{id}, /r/s/{id} and /share/{id} (spec 2.8), rendered on the server through the one renderer. The
 * security-code dialog is a plain form posting to /s/{id}/unlock (same origin): a right code sets the link's access
 * cookie and redirects (303) back, so the code never sits in a URL.
 */
@Controller()
@UseGuards(OptionalSessionGuard)
export class SharedPageController {
  private readonly logger = new Logger('PublicPages');
  /** Rendered pages by the version stamp of all they show: a change anywhere makes a new key. */
  private readonly pages = new RenderedPages(PAGES_KEPT);

  constructor(
    private readonly openShared: OpenSharedResume,
    private readonly config: AppConfig,
  ) {}

  @Get(['s/:id', 'r/s/:id', 'share/:id'])
  async shared(@Param('id') id: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    await this.renderShared(id, req, res);
  }

  @Post('s/:id/unlock')
  @HttpCode(200)
  async unlock(@Param('id') id: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const code = oneString((await readForm(req)).get('code'))?.trim() ?? '';
    await this.renderShared(id, req, res, code);
  }

  private async renderShared(id: string, req: Request, res: Response, code?: string): Promise<void> {
    const site = pageSiteOf(res, this.config.appUrl);
    const at = pageAt(site, PUBLIC_PAGES.shared(id));
    let opened: OpenedShare;
    try {
      opened = await this.openShared.execute({
        shareableId: id,
        code,
        pass: readPass(req, id),
        viewerId: viewerIdOf(req),
        visitor: visitorOf(req),
      });
    } catch (error) {
      if (isCodeGateError(error)) return sendCodeGatePage(res, error, at, PUBLIC_PAGES.unlock(id), code);
      return sendErrorPage(res, error, at, 'invalidShareLink', this.logger);
    }

    if (opened.granted) {
      setPass(res, this.config, id, opened.granted);
      res.setHeader('Cache-Control', 'private, no-store');
      res.redirect(303, PUBLIC_PAGES.shared(id));
      return;
    }
    if (code !== undefined) {
      // The owner (or a visitor with a pass) posting the form: back to the page, no code in the URL.
      res.redirect(303, PUBLIC_PAGES.shared(id));
      return;
    }
    const { link, version } = opened;
    const cacheControl = link.securityCode ? 'private, no-store' : 'no-cache';
    const noindex = link.noindex || !!link.securityCode;
    const cacheKey = `${version}|${id}|${site.origin}`;
    const page = this.pages.get(cacheKey) ?? this.pages.set(cacheKey, this.render(id, opened, site, at, noindex));
    // The stored page's ETag (Express would hash the page again); Express answers 304 when If-None-Match holds it.
    res.setHeader('ETag', page.etag);
    sendHtml(res, 200, cacheControl, page.html, noindex);
  }

  private render(id: string, opened: OpenedShare, site: PageSite, at: PageAt, noindex: boolean): string {
    const { body, link } = opened;
    const meta: PageMeta = { ...previewOf(body, body.filter), ...at, noindex };
    return renderPublicPage(meta, {
      kind: 'resume',
      data: body,
      filter: body.filter ?? null,
      template: body.template ?? null,
      freeChrome: body.productBranding,
      // Only when that page is on: a private owner's link must not point at (or name) a 404.
      fullResumeHref: body.user.publicPage
        ? site.personHost
          ? '/'
          : PUBLIC_PAGES.publicResume(body.user.username)
        : undefined,
      pdfHref: link.allowPdfDownload ? PUBLIC_PAGES.pdf(id) : undefined,
    });
  }
}
