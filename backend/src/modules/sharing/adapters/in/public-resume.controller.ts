import { Controller, Get, Logger, Param, Req, Res, UseGuards } from '@nestjs/common';
import { hasPaidAccess, MESSAGES, PUBLIC_PAGES } from '@resume/contracts';
import type { Request, Response } from 'express';
import { AppConfig } from '../../../../config/app-config';
import { pageSiteOf } from '../../../../infrastructure/http/page-site';
import { OptionalSessionGuard } from '../../../../infrastructure/http/optional-session.guard';
import { OpenPublicResume } from '../../application/open-public-resume.use-case';
import { previewOf } from './page-preview';
import { sendErrorPage } from './public-error-page';
import { sendPage } from './public-page.response';
import { UsernameLookupLimit } from './username-lookup-limit';

/** /r/{username} and /shared (spec 2.1, 2.8), rendered on the server through the one renderer. */
@Controller()
@UseGuards(OptionalSessionGuard)
export class PublicResumeController {
  private readonly logger = new Logger('PublicPages');

  constructor(
    private readonly openPublic: OpenPublicResume,
    private readonly config: AppConfig,
    private readonly usernameLookups: UsernameLookupLimit,
  ) {}

  /** An unknown, never-existing or private username: the same 404 page (docs/decisions/0013-privacy.md). */
  @Get('r/:username')
  async publicResume(@Param('username') username: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const site = pageSiteOf(res, this.config.appUrl);
    const at = {
      url: site.personHost ? `${site.origin}/` : `${site.origin}${PUBLIC_PAGES.publicResume(username)}`,
      appLinks: site.appLinks,
    };
    try {
      await this.usernameLookups.consume(req);
      const data = await this.openPublic.execute(username);
      const meta = { ...previewOf(data), ...at, noindex: false };
      sendPage(res, 200, 'no-cache', meta, { kind: 'resume', data, freeChrome: !hasPaidAccess(data.user) });
    } catch (error) {
      sendErrorPage(res, error, at, 'notAvailable', this.logger);
    }
  }

  /** The old share address (/shared#id=...): a script sends the browser on to /s/{id}. */
  @Get('shared')
  sharedByHash(@Res() res: Response): void {
    const { title, description = '' } = MESSAGES.resumeViews.sharedByHash;
    const meta = { title, description, url: `${this.config.appUrl}${PUBLIC_PAGES.sharedHash}`, noindex: true };
    sendPage(res, 200, 'no-cache', meta, { kind: 'hash-redirect' });
  }
}
