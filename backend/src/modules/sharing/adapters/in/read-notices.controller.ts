import { Body, Controller, Get, HttpCode, Param, Patch, Post, UseGuards } from '@nestjs/common';
import type { ReadNoticesResponse, ShareLinkReading, User } from '@resume/contracts';
import { MarkReadNoticesDto, ReadNoticeSettingsDto } from '@resume/contracts/dto';
import { CurrentUser } from '../../../../infrastructure/http/current-user.decorator';
import { SessionAuthGuard } from '../../../../infrastructure/http/session-auth.guard';
import { GetReadNotices } from '../../application/get-read-notices.use-case';
import { ListShareLinkReading } from '../../application/list-share-link-reading.use-case';
import { MarkReadNotices } from '../../application/mark-read-notices.use-case';
import { SetAccountReadNotices } from '../../application/set-account-read-notices.use-case';
import { SetLinkReadNotices } from '../../application/set-link-read-notices.use-case';

/**
 * The owner's side of reading (docs/decisions/0053-read-notices.md): each link's opens and reading, its notice
 * switch, the account's switch and the unread notices. Signed in, any plan (like listing links); only one's own.
 */
@Controller('api')
@UseGuards(SessionAuthGuard)
export class ReadNoticesController {
  constructor(
    private readonly listReading: ListShareLinkReading,
    private readonly setLink: SetLinkReadNotices,
    private readonly getNotices: GetReadNotices,
    private readonly markRead: MarkReadNotices,
    private readonly setAccount: SetAccountReadNotices,
  ) {}

  @Get('share-links/reading')
  reading(@CurrentUser() user: User): Promise<ShareLinkReading[]> {
    return this.listReading.execute(user.id);
  }

  @Patch('share-links/:id/read-notices')
  linkNotices(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Body() body: ReadNoticeSettingsDto,
  ): Promise<ShareLinkReading> {
    return this.setLink.execute(user.id, id, body.notifyOnOpen);
  }

  @Get('read-notices')
  notices(@CurrentUser() user: User): Promise<ReadNoticesResponse> {
    return this.getNotices.execute(user.id);
  }

  @Post('read-notices/read')
  @HttpCode(204)
  async read(@CurrentUser() user: User, @Body() body: MarkReadNoticesDto): Promise<void> {
    await this.markRead.execute(user.id, body.ids);
  }

  @Patch('read-notices/settings')
  settings(@CurrentUser() user: User, @Body() body: ReadNoticeSettingsDto): Promise<ReadNoticesResponse> {
    return this.setAccount.execute(user.id, body.notifyOnOpen);
  }
}
