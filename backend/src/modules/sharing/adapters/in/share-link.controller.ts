import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, UseGuards } from '@nestjs/common';
import { SHARING_API, type ShareLinkAnalytics, type ShareLinkDetails, type User } from '@resume/contracts';
import { CreateShareLinkDto, UpdateShareLinkDto } from '@resume/contracts/dto';
import { CurrentUser } from '../../../../infrastructure/http/current-user.decorator';
import { PaidPlanGuard } from '../../../../infrastructure/http/paid-plan.guard';
import { SessionAuthGuard } from '../../../../infrastructure/http/session-auth.guard';
import { CreateShareLink } from '../../application/create-share-link.use-case';
import { DeleteShareLink } from '../../application/delete-share-link.use-case';
import { GetShareLinkAnalytics } from '../../application/get-share-link-analytics.use-case';
import { ListShareLinks } from '../../application/list-share-links.use-case';
import { RefreshShareLink } from '../../application/refresh-share-link.use-case';
import { UpdateShareLink } from '../../application/update-share-link.use-case';
import { toShareLinkJson } from './share-link.presenter';
import { Idempotent } from '../../../../infrastructure/idempotency/idempotent.decorator';
import { routePattern } from '../../../../infrastructure/http/route-pattern';

/**
 * Manage Share Links (spec 2.11, 2.12, 7). A new link and its analytics are paid features; listing, re-coding,
 * refreshing and deleting are the owner's whatever the plan, so a lapsed plan never traps a link in public
 * (docs/decisions/0036-plan-lapse.md).
 */
@Controller()
@UseGuards(SessionAuthGuard)
export class ShareLinkController {
  constructor(
    private readonly listLinks: ListShareLinks,
    private readonly createLink: CreateShareLink,
    private readonly updateLink: UpdateShareLink,
    private readonly deleteLink: DeleteShareLink,
    private readonly analytics: GetShareLinkAnalytics,
    private readonly refreshLink: RefreshShareLink,
  ) {}

  @Get(routePattern(SHARING_API.shareLinks))
  async list(@CurrentUser() user: User): Promise<ShareLinkDetails[]> {
    return (await this.listLinks.execute(user.id)).map(toShareLinkJson);
  }

  @Post(routePattern(SHARING_API.shareLinks))
  @UseGuards(PaidPlanGuard)
  @Idempotent()
  async create(@CurrentUser() user: User, @Body() body: CreateShareLinkDto): Promise<ShareLinkDetails> {
    return toShareLinkJson(await this.createLink.execute(user, body));
  }

  @Patch(routePattern(SHARING_API.shareLink, 'id'))
  async update(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Body() body: UpdateShareLinkDto,
  ): Promise<ShareLinkDetails> {
    return toShareLinkJson(await this.updateLink.execute(user.id, id, body));
  }

  /** 'Refresh': a frozen link shows the resume as it is now (docs/decisions/0027). */
  @Post(routePattern(SHARING_API.shareLinkRefresh, 'id'))
  @HttpCode(200)
  async refresh(@CurrentUser() user: User, @Param('id') id: string): Promise<ShareLinkDetails> {
    return toShareLinkJson(await this.refreshLink.execute(user.id, id));
  }

  @Delete(routePattern(SHARING_API.shareLink, 'id'))
  @HttpCode(204)
  async remove(@CurrentUser() user: User, @Param('id') id: string): Promise<void> {
    await this.deleteLink.execute(user.id, id);
  }

  @Get(routePattern(SHARING_API.shareLinkAnalytics, 'id'))
  @UseGuards(PaidPlanGuard)
  stats(@CurrentUser() user: User, @Param('id') id: string): Promise<ShareLinkAnalytics> {
    return this.analytics.execute(user.id, id);
  }
}
