import { Controller, Delete, Get, Logger, Query, Req, Res, UseGuards } from '@nestjs/common';
import { LINKEDIN_API, LINKEDIN_PAGES, SESSION_COOKIE } from '@resume/contracts';
import type { LinkedInDisconnectResponse, LinkedInStatusResponse, User } from '@resume/contracts';
import type { Request, Response } from 'express';
import { CurrentUser } from '../../../../infrastructure/http/current-user.decorator';
import { OptionalSessionGuard } from '../../../../infrastructure/http/optional-session.guard';
import { PaidFeature } from '../../../../infrastructure/http/paid-plan.guard';
import { SessionAuthGuard } from '../../../../infrastructure/http/session-auth.guard';
import { DomainError } from '../../../../shared/domain/domain-error';
import { CompleteLinkedInConnect } from '../../application/complete-linkedin-connect.use-case';
import { DisconnectLinkedIn } from '../../application/disconnect-linkedin.use-case';
import { GetLinkedInStatus } from '../../application/get-linkedin-status.use-case';
import { StartLinkedInConnect } from '../../application/start-linkedin-connect.use-case';
import { callbackErrorPage } from './callback-page';

const sessionTokenOf = (req: Request): string | null =>
  ((req.cookies as Record<string, string | undefined> | undefined)?.[SESSION_COOKIE] ?? null) || null;

const one = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length <= 2048 ? value : undefined;

/** Connect (OAuth 2.0 / OpenID Connect), its callback, disconnect, and the status the profile card shows. */
@Controller()
export class LinkedInAuthController {
  private readonly logger = new Logger('LinkedIn');

  constructor(
    private readonly status: GetLinkedInStatus,
    private readonly start: StartLinkedInConnect,
    private readonly complete: CompleteLinkedInConnect,
    private readonly disconnectLinkedIn: DisconnectLinkedIn,
  ) {}

  @Get(LINKEDIN_API.status)
  @UseGuards(SessionAuthGuard)
  getStatus(@CurrentUser() user: User): Promise<LinkedInStatusResponse> {
    return this.status.execute(user);
  }

  /** Browser navigation (spec 4, 7): signed in and paid, else the JSON 401/403 the UI's guards prevent. */
  @Get(LINKEDIN_API.connect)
  @PaidFeature()
  async connect(@CurrentUser() user: User, @Req() req: Request, @Res() res: Response): Promise<void> {
    const next = await this.start.execute(user, sessionTokenOf(req) ?? '');
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(302, next);
  }

  /**
   * LinkedIn sends the browser back here. A bad state is a 400 page with nothing stored; the member saying no
   * (or LinkedIn failing) returns to the profile with linkedin=failed; success with linkedin=connected.
   */
  @Get(LINKEDIN_API.callback)
  @UseGuards(OptionalSessionGuard)
  async callback(
    @CurrentUser() user: User | null,
    @Req() req: Request,
    @Res() res: Response,
    @Query() query: Record<string, unknown>,
  ): Promise<void> {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Referrer-Policy', 'no-referrer');
    try {
      const result = await this.complete.execute({
        userId: user?.id ?? null,
        sessionToken: sessionTokenOf(req),
        state: one(query.state),
        code: one(query.code),
        error: one(query.error),
      });
      res.redirect(302, result === 'connected' ? LINKEDIN_PAGES.connected : LINKEDIN_PAGES.failed);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const status = { LINKEDIN_STATE_INVALID: 400, LINKEDIN_ACCOUNT_TAKEN: 409 }[error.code as string] ?? 400;
      if (status === 400 && error.code !== 'LINKEDIN_STATE_INVALID')
        this.logger.warn(`callback refused: ${error.code}`);
      res.status(status).type('html').send(callbackErrorPage(error.code));
    }
  }

  /** Signed in only (no plan check): a lapsed subscriber can still take the token away. */
  @Delete(LINKEDIN_API.disconnect)
  @UseGuards(SessionAuthGuard)
  async disconnect(@CurrentUser() user: User): Promise<LinkedInDisconnectResponse> {
    await this.disconnectLinkedIn.execute(user.id);
    return { success: true };
  }
}
