import { Controller, Get, Param, Query, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { SHARING_API } from '@resume/contracts';
import { AppConfig } from '../../../../config/app-config';
import { OptionalSessionGuard } from '../../../../infrastructure/http/optional-session.guard';
import { OpenPublicResume } from '../../application/open-public-resume.use-case';
import { OpenSharedResume } from '../../application/open-shared-resume.use-case';
import { oneString, readPass, setPass, viewerIdOf, visitorOf } from './share-access.http';
import { UsernameLookupLimit } from './username-lookup-limit';
import { versionEtag } from './version-etag';
import { routePattern } from '../../../../infrastructure/http/route-pattern';

/** The public JSON reads (spec 7): a shared resume by link, a user's resume by username. No session needed. */
@Controller()
@UseGuards(OptionalSessionGuard)
export class SharedResumeController {
  constructor(
    private readonly openShared: OpenSharedResume,
    private readonly openPublic: OpenPublicResume,
    private readonly config: AppConfig,
    private readonly usernameLookups: UsernameLookupLimit,
  ) {}

  @Get(routePattern(SHARING_API.sharedResume, 'shareableId'))
  async shared(
    @Param('shareableId') shareableId: string,
    @Query('code') code: unknown,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const opened = await this.openShared.execute({
      shareableId,
      code: oneString(code),
      pass: readPass(req, shareableId),
      viewerId: viewerIdOf(req),
      visitor: visitorOf(req),
    });
    if (opened.granted) setPass(res, this.config, shareableId, opened.granted);
    res.setHeader('Cache-Control', opened.link.securityCode ? 'private, no-store' : 'no-cache');
    // The version stamp is the body's identity: no hashing of the body per request, and revalidations get a 304.
    res.setHeader('ETag', versionEtag(opened.version));
    res.type('application/json').send(opened.json);
  }

  /**
   * An unknown, never-existing or private username: the same 404 RESUME_NOT_FOUND (docs/decisions/0013-privacy.md).
   * The ETag is the version stamp, so a revalidation of an unchanged resume is answered from the stamp alone (304).
   */
  @Get(routePattern(SHARING_API.publicResume, 'username'))
  async user(@Param('username') username: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    res.setHeader('Cache-Control', 'no-cache');
    await this.usernameLookups.consume(req);
    const found = await this.openPublic.find(username);
    res.setHeader('ETag', versionEtag(found.version));
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.type('application/json').send((await this.openPublic.open(found)).json);
  }
}
