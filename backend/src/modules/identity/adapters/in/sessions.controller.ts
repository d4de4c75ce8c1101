import { Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { API_PATHS } from '@resume/contracts';
import type { SignOutOthersResponse, User } from '@resume/contracts';
import type { Request } from 'express';
import { CurrentUser } from '../../../../infrastructure/http/current-user.decorator';
import { SessionAuthGuard } from '../../../../infrastructure/http/session-auth.guard';
import { DomainError } from '../../../../shared/domain/domain-error';
import { SignOutOtherSessions } from '../../application/sign-out-other-sessions.use-case';
import { readSessionCookie } from './session-cookie';

/** The signed-in account's sessions. */
@Controller()
@UseGuards(SessionAuthGuard)
export class SessionsController {
  constructor(private readonly signOutOthers: SignOutOtherSessions) {}

  @Post(API_PATHS.signOutOthers)
  @HttpCode(200)
  async signOutOtherSessions(@CurrentUser() user: User, @Req() req: Request): Promise<SignOutOthersResponse> {
    const sessionToken = readSessionCookie(req);
    if (!sessionToken) throw new DomainError('UNAUTHENTICATED');
    return { success: true, ended: await this.signOutOthers.execute(user.id, sessionToken) };
  }
}
