import { Controller, Get, Logger, Param, Req, Res, UseGuards } from '@nestjs/common';
import { MESSAGES, PUBLIC_PAGES } from '@resume/contracts';
import type { Request, Response } from 'express';
import { AppConfig } from '../../../../config/app-config';
import { pageAt, pageSiteOf } from '../../../../infrastructure/http/page-site';
import { OptionalSessionGuard } from '../../../../infrastructure/http/optional-session.guard';
import { OpenPublicResume, PublicResumeFound } from '../../application/open-public-resume.use-case';
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
      // The chrome speaks the visitor's language: one rendering per language.
      const key = `${found.version}|${username}|${site.origin}|${site.language}`;
      const page = this.pages.get(key) ?? this.pages.set(key, await this.render(found, at));
      res.setHeader('ETag', page.etag);
      // Express answers a request whose If-None-Match holds this ETag with 304 and no body.
      sendHtml(res, 200, 'no-cache', page.html, false);
    } catch (error) {
      sendErrorPage(res, error, at, 'notAvailable', this.logger);
    }
  }

  private async render(found: PublicResumeFound, at: PageAt): Promise<string> {
    const { body: data } = await this.openPublic.open(found);
    const meta = { ...previewOf(data), ...at, noindex: false };
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
