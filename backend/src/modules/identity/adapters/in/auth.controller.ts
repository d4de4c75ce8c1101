import { Body, Controller, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import { acceptedLanguages, API_PATHS, MAGIC_LINK_SENT_MESSAGE, MESSAGES } from '@resume/contracts';
import type { LogoutResponse, MagicLinkResponse, VerifyMagicLinkResponse } from '@resume/contracts';
import { MagicLinkRequestDto, VerifyMagicLinkRequestDto } from '@resume/contracts/dto';
import type { Request, Response } from 'express';
import { AppConfig } from '../../../../config/app-config';
import { RateLimitGuard } from '../../../../infrastructure/rate-limit/rate-limit.guard';
import { RequestMagicLink } from '../../application/request-magic-link.use-case';
import { SignInWithMagicLink } from '../../application/sign-in-with-magic-link.use-case';
import { SignOut } from '../../application/sign-out.use-case';
import { MAGIC_LINK_PER_CLIENT, VERIFY_PER_CLIENT } from './auth-rate-limits';
import { newSecret } from '../../../../shared/domain/random';
import {
  clearBrowserSecret,
  clearSessionCookie,
  readBrowserSecret,
  readSessionCookie,
  setBrowserSecret,
  setSessionCookie,
} from './session-cookie';
import { toUserJson } from './user.presenter';

@Controller()
export class AuthController {
  constructor(
    private readonly requestMagicLink: RequestMagicLink,
    private readonly signIn: SignInWithMagicLink,
    private readonly signOut: SignOut,
    private readonly config: AppConfig,
  ) {}

  @Post(API_PATHS.magicLink)
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @SkipThrottle({ [VERIFY_PER_CLIENT]: true })
  async magicLink(
    @Body() body: MagicLinkRequestDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MagicLinkResponse> {
    const browserSecret = readBrowserSecret(req) ?? newSecret();
    setBrowserSecret(res, this.config, browserSecret);
    await this.requestMagicLink.execute(body.email, browserSecret);
    return { success: true, message: MAGIC_LINK_SENT_MESSAGE };
  }

  @Post(API_PATHS.verifyMagicLink)
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @SkipThrottle({ [MAGIC_LINK_PER_CLIENT]: true })
  async verify(
    @Body() body: VerifyMagicLinkRequestDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<VerifyMagicLinkResponse> {
    const { user, sessionToken } = await this.signIn.execute({
      token: body.token,
      confirmed: body.confirm === true,
      browserSecret: readBrowserSecret(req),
      previousSessionToken: readSessionCookie(req),
      languages: acceptedLanguages(req.headers['accept-language']),
    });
    setSessionCookie(res, this.config, sessionToken);
    clearBrowserSecret(res, this.config);
    return { success: true, message: MESSAGES.signIn.success, user: toUserJson(user) };
  }

  @Post(API_PATHS.logout)
  @HttpCode(200)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<LogoutResponse> {
    await this.signOut.execute(readSessionCookie(req));
    clearSessionCookie(res, this.config);
    return { success: true };
  }
}
