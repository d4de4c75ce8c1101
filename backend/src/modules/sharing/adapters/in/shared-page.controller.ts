import { Controller, Get, HttpCode, Logger, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { PUBLIC_PAGES, readBeaconPath } from '@resume/contracts';
import type { Request, Response } from 'express';
import { AppConfig } from '../../../../config/app-config';
import { pageAt, PageSite, pageSiteOf } from '../../../../infrastructure/http/page-site';
import { OptionalSessionGuard } from '../../../../infrastructure/http/optional-session.guard';
import { Clock } from '../../../../shared/application/clock';
import { OpenLinkCard } from '../../application/open-link-card.use-case';
import { OpenedShare, OpenSharedResume } from '../../application/open-shared-resume.use-case';
import { cardVersion, showsPreview } from '../../domain/link-preview';
import { readForm } from './code-form';
import { previewOf } from './page-preview';
import { PageAt, sendErrorPage } from './public-error-page';
import { PageMeta, renderPublicPage } from './public-page.document';
import { sendHtml } from './public-page.response';
import { readTrailer, withTrailer } from './read-script';
import { RenderedPages } from './rendered-pages';
import { oneString, readPass, setPass, viewerIdOf, visitorOf } from './share-access.http';
import { isCodeGateError, noteOf, sendCodeGatePage } from './share-code-pages';
import { setCodeNote, takeCodeNote } from './code-note.http';
import { DomainError } from '../../../../shared/domain/domain-error';
import { routePattern } from '../../../../infrastructure/http/route-pattern';

const PAGES_KEPT = 200;

/** What the page's preview card shows: the person with the card image, the person without one, or nothing of them. */
type CardKind = 'image' | 'none' | 'neutral';

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
    private readonly cards: OpenLinkCard,
    private readonly clock: Clock,
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
    const card = await this.cardOf(opened);
    const cacheKey = `${version}|${id}|${site.origin}|${site.language}|${card}`;
    const page = this.pages.get(cacheKey) ?? this.pages.set(cacheKey, this.render(id, opened, site, at, noindex, card));
    // The stored page's ETag (Express would hash the page again); Express answers 304 when If-None-Match holds it.
    res.setHeader('ETag', page.etag);
    // A reader's copy carries its own visit token (docs/decisions/0053-read-notices.md): never kept by a shared cache.
    const trailer = opened.visitToken ? readTrailer(readBeaconPath(id), opened.visitToken) : '';
    const caching = trailer && cacheControl === 'no-cache' ? 'private, no-cache' : cacheControl;
    sendHtml(res, 200, caching, withTrailer(page.html, trailer), noindex);
  }

  /**
   * The preview card (docs/decisions/0054-link-controls-and-previews.md): 'neutral' for a link that shows none (a
   * code, noindex), 'image' when one can be printed, else 'none' (the tags without og:image).
   */
  private async cardOf({ link }: OpenedShare): Promise<CardKind> {
    if (!showsPreview(link, this.clock.now())) return 'neutral';
    return (await this.cards.available()) ? 'image' : 'none';
  }

  private render(
    id: string,
    opened: OpenedShare,
    site: PageSite,
    at: PageAt,
    noindex: boolean,
    card: CardKind,
  ): string {
    const { body, json, link } = opened;
    const preview = previewOf(body, body.filter);
    // On the app's own origin, which serves every card (a person's host serves only their pages).
    const image = `${new URL(this.config.appUrl).origin}${PUBLIC_PAGES.sharedCard(id, cardVersion('share', id, json))}`;
    const meta: PageMeta = {
      ...preview,
      ...at,
      noindex,
      neutralCard: card === 'neutral',
      ...(card === 'image' ? { image: { url: image, alt: preview.title } } : {}),
    };
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
      readNote: true,
    });
  }
}
