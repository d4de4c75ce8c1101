import { Controller, Get, Logger, Param, Req, Res, UseGuards } from '@nestjs/common';
import { MESSAGES, PUBLIC_PAGES } from '@resume/contracts';
import type { Request, Response } from 'express';
import { AppConfig } from '../../../../config/app-config';
import { pageAt, pageSiteOf } from '../../../../infrastructure/http/page-site';
import { OptionalSessionGuard } from '../../../../infrastructure/http/optional-session.guard';
import { OpenLinkCard } from '../../application/open-link-card.use-case';
import { OpenPublicResume, PublicResumeFound } from '../../application/open-public-resume.use-case';
import { cardVersion } from '../../domain/link-preview';
import { previewOf } from './page-preview';
import { PageAt, sendErrorPage } from './public-error-page';
import { renderPublicPage } from './public-page.document';
import { sendHtml, sendPage } from './public-page.response';
import { RenderedPages } from './rendered-pages';
import { UsernameLookupLimit } from './username-lookup-limit';
import { routePattern } from '../../../../infrastructure/http/route-pattern';

/** Pages kept per process; each is a few tens of kB. */
const PAGES_KEPT = 200;

/**
 * /r/{username} and /shared (spec 2.1, 2.8), rendered on the server through the one renderer. A person's page is
 * rendered once per version stamp (OpenPublicResume.find, one query), as share links are: a visit to an unchanged
 * page costs the lookup limit, the stamp and a map read, and a revalidation with its ETag a 304.
 */
@Controller()
@UseGuards(OptionalSessionGuard)
export class PublicResumeController {
  private readonly logger = new Logger('PublicPages');
  private readonly pages = new RenderedPages(PAGES_KEPT);

  constructor(
    private readonly openPublic: OpenPublicResume,
    private readonly config: AppConfig,
    private readonly usernameLookups: UsernameLookupLimit,
    private readonly cards: OpenLinkCard,
  ) {}

  /** An unknown, never-existing or private username: the same 404 page (docs/decisions/0013-privacy.md). */
  @Get(routePattern(PUBLIC_PAGES.publicResume, 'username'))
  async publicResume(@Param('username') username: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const site = pageSiteOf(res, this.config.appUrl);
    const at = pageAt(site, site.personHost ? '/' : PUBLIC_PAGES.publicResume(username));
    try {
      await this.usernameLookups.consume(req);
      const found = await this.openPublic.find(username);
      // The canonical URL is the username as asked on this origin (a person's host renders its own, page-site.ts).
      // The preview card's image (decision 0054), when one can be printed: else the tags without og:image. The chrome
      // speaks the visitor's language (decision 0049): one rendering per language.
      const withImage = await this.cards.available();
      const key = `${found.version}|${username}|${site.origin}|${site.language}|${withImage}`;
      const page = this.pages.get(key) ?? this.pages.set(key, await this.render(found, username, at, withImage));
      res.setHeader('ETag', page.etag);
      // Express answers a request whose If-None-Match holds this ETag with 304 and no body.
      sendHtml(res, 200, 'no-cache', page.html, false);
    } catch (error) {
      sendErrorPage(res, error, at, 'notAvailable', this.logger);
    }
  }

  private async render(found: PublicResumeFound, username: string, at: PageAt, withImage: boolean): Promise<string> {
    const { body: data, json } = await this.openPublic.open(found);
    const preview = previewOf(data);
    // On the app's own origin, which serves every card (a person's host serves only their pages).
    const name = username.toLowerCase();
    const url = `${new URL(this.config.appUrl).origin}${PUBLIC_PAGES.publicResumeCard(name, cardVersion('public', name, json))}`;
    const image = withImage ? { image: { url, alt: preview.title } } : {};
    const meta = { ...preview, ...at, noindex: false, ...image };
    return renderPublicPage(meta, { kind: 'resume', data, freeChrome: data.productBranding });
  }

  /** The old share address (/shared#id=...): a script sends the browser on to /s/{id}. */
  @Get(routePattern(PUBLIC_PAGES.sharedHash))
  sharedByHash(@Res() res: Response): void {
    const { title, description = '' } = MESSAGES.resumeViews.sharedByHash;
    const meta = { title, description, url: `${this.config.appUrl}${PUBLIC_PAGES.sharedHash}`, noindex: true };
    sendPage(res, 200, 'no-cache', meta, { kind: 'hash-redirect' });
  }
}
