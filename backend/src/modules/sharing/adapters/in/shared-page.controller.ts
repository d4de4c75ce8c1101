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
import { isCodeGateError, noteOf, sendCodeGatePage } from './share-code-pages';
import { setCodeNote, takeCodeNote } from './code-note.http';
import { DomainError } from '../../../../shared/domain/domain-error';
import { routePattern } from '../../../../infrastructure/http/route-pattern';

const PAGES_KEPT = 200;

/**
 * /s/{id}, /r/s/{id} and /share/{id} (spec 2.8), rendered on the server through the one renderer. The
 * security-code dialog is a plain form posting to /s/{id}/unlock (same origin), which always redirects (303) back:
 * the code never sits in a URL, and the address bar never keeps the form's address.
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

  @Get([PUBLIC_PAGES.shared, PUBLIC_PAGES.sharedLink, PUBLIC_PAGES.sharedAlias].map((page) => routePattern(page, 'id')))
  async shared(@Param('id') id: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    await this.renderShared(id, req, res);
  }

  /**
   * The form's address opened as a page (a reload, a bookmark, the back button): the page itself, whose dialog
   * takes the code (docs/decisions/0040-browser-error-pages.md).
   */
  @Get(routePattern(PUBLIC_PAGES.unlock, 'id'))
  reopen(@Param('id') id: string, @Res() res: Response): void {
    res.setHeader('Cache-Control', 'private, no-store');
    res.redirect(303, PUBLIC_PAGES.shared(id));
  }

  /**
   * The dialog's form (post-redirect-get): every outcome is a 303 back to /s/{id}; a right code sets the access
   * cookie first, a wrong or blank one or a wait a one-time note the page shows (code-note.http.ts). The code is
   * weighed by the same gate as the API's, so the waits and the lock hold here too.
   */
  @Post(routePattern(PUBLIC_PAGES.unlock, 'id'))
  @HttpCode(303)
  async unlock(@Param('id') id: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const code = oneString((await readForm(req)).get('code'))?.trim() ?? '';
    try {
      const opened = await this.openShared.execute({ ...this.visit(id, req), code });
      if (opened.granted) setPass(res, this.config, id, opened.granted);
    } catch (error) {
      const note = isCodeGateError(error) ? noteOf(error) : undefined;
      if (note) setCodeNote(res, this.config, id, note);
      else if (!(error instanceof DomainError) || error.code !== 'SHARE_LINK_INVALID') throw error;
    }
    res.setHeader('Cache-Control', 'private, no-store');
    res.redirect(303, PUBLIC_PAGES.shared(id));
  }

  private visit(id: string, req: Request) {
    return { shareableId: id, pass: readPass(req, id), viewerId: viewerIdOf(req), visitor: visitorOf(req) };
  }

  private async renderShared(id: string, req: Request, res: Response): Promise<void> {
    const site = pageSiteOf(res, this.config.appUrl);
    const at = pageAt(site, PUBLIC_PAGES.shared(id));
    const note = takeCodeNote(req, res, this.config, id);
    let opened: OpenedShare;
    try {
      opened = await this.openShared.execute(this.visit(id, req));
    } catch (error) {
      if (isCodeGateError(error)) {
        const { productBranding } = await this.openShared.codePageChrome(id);
        return sendCodeGatePage(res, error, at, PUBLIC_PAGES.unlock(id), productBranding, note);
      }
      return sendErrorPage(res, error, at, 'invalidShareLink', this.logger);
    }

    const { link, version } = opened;
    const cacheControl = link.securityCode ? 'private, no-store' : 'no-cache';
    const noindex = link.noindex || !!link.securityCode;
    const cacheKey = `${version}|${id}|${site.origin}|${site.language}`;
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
