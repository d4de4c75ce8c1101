import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Req, UseGuards } from '@nestjs/common';
import { API_PATHS, EMAIL_CHANGE } from '@resume/contracts';
import type { AccountResponse, ConfirmEmailChangeResponse, User } from '@resume/contracts';
import { ConfirmEmailChangeDto, UpdateUserDto } from '@resume/contracts/dto';
import type { Request } from 'express';
import { CurrentUser } from '../../../../infrastructure/http/current-user.decorator';
import { SessionAuthGuard } from '../../../../infrastructure/http/session-auth.guard';
import { RateLimiter } from '../../../../infrastructure/rate-limit/rate-limiter';
import { DomainError } from '../../../../shared/domain/domain-error';
import { CancelEmailChange } from '../../application/cancel-email-change.use-case';
import { ConfirmEmailChange } from '../../application/confirm-email-change.use-case';
import { FindPendingEmail } from '../../application/find-pending-email.use-case';
import { RequestEmailChange } from '../../application/request-email-change.use-case';
import { UpdateProfile } from '../../application/update-profile.use-case';
import { canonicalEmail } from '../../domain/email';
import { readSessionCookie } from './session-cookie';
import { toUserJson } from './user.presenter';

@Controller()
@UseGuards(SessionAuthGuard)
export class UserController {
  constructor(
    private readonly updateProfile: UpdateProfile,
    private readonly requestEmailChange: RequestEmailChange,
    private readonly confirmEmailChange: ConfirmEmailChange,
    private readonly findPendingEmail: FindPendingEmail,
    private readonly cancelEmailChange: CancelEmailChange,
    private readonly limiter: RateLimiter,
  ) {}

  @Get(API_PATHS.user)
  async me(@CurrentUser() user: User): Promise<AccountResponse> {
    return { ...user, pendingEmail: await this.findPendingEmail.execute(user.id) };
  }

  /**
   * The personal fields change at once; a new `email` only starts a change that the new address confirms
   * (docs/decisions/0015). Each change request mails two addresses, so they are limited per account.
   */
  @Patch(API_PATHS.user)
  async update(@CurrentUser() user: User, @Body() body: UpdateUserDto): Promise<AccountResponse> {
    const { email, ...personal } = body;
    const asksChange = email !== undefined && canonicalEmail(email) !== user.email;
    if (asksChange) {
      await this.limiter.consume(
        'email-change',
        `user:${user.id}`,
        EMAIL_CHANGE.perUser.limit,
        EMAIL_CHANGE.perUser.windowMs,
      );
    }
    const updated = await this.updateProfile.execute(user.id, personal);
    const pendingEmail =
      email !== undefined
        ? await this.requestEmailChange.execute(updated, email)
        : await this.findPendingEmail.execute(user.id);
    return { ...toUserJson(updated), pendingEmail };
  }

  @Post(API_PATHS.confirmEmailChange)
  @HttpCode(200)
  async confirm(
    @CurrentUser() user: User,
    @Body() body: ConfirmEmailChangeDto,
    @Req() req: Request,
  ): Promise<ConfirmEmailChangeResponse> {
    const sessionToken = readSessionCookie(req);
    if (!sessionToken) throw new DomainError('UNAUTHENTICATED');
    const changed = await this.confirmEmailChange.execute(user.id, body.token, sessionToken);
    return { success: true, user: { ...toUserJson(changed), pendingEmail: null } };
  }

  @Delete(API_PATHS.emailChange)
  @HttpCode(204)
  async cancel(@CurrentUser() user: User): Promise<void> {
    await this.cancelEmailChange.execute(user.id);
  }
}
