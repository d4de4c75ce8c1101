import { Body, Controller, Delete, Get, HttpCode, Post, Put, UseGuards } from '@nestjs/common';
import { DOMAINS_API } from '@resume/contracts';
import type { DomainSettings, User } from '@resume/contracts';
import { ClaimSubdomainDto, SetCustomDomainDto } from '@resume/contracts/dto';
import { AppConfig } from '../../../../config/app-config';
import { CurrentUser } from '../../../../infrastructure/http/current-user.decorator';
import { PaidPlanGuard } from '../../../../infrastructure/http/paid-plan.guard';
import { SessionAuthGuard } from '../../../../infrastructure/http/session-auth.guard';
import { ClaimSubdomain } from '../../application/claim-subdomain.use-case';
import { GetDomainSettings } from '../../application/get-domain-settings.use-case';
import { ReleaseSubdomain } from '../../application/release-subdomain.use-case';
import { RemoveCustomDomain } from '../../application/remove-custom-domain.use-case';
import { SetCustomDomain } from '../../application/set-custom-domain.use-case';
import { VerifyCustomDomain } from '../../application/verify-custom-domain.use-case';
import { presentDomainSettings } from './domain-settings.presenter';
import { DomainVerifyLimit } from './domain-verify-limit';

/**
 * A person's subdomain and custom domain (spec 2.13, issue 14). Claiming and verifying are paid (spec 1: Premium
 * supports them); reading and removing are not, so a lapsed account can still see and drop what it had.
 */
@Controller()
@UseGuards(SessionAuthGuard)
export class DomainsController {
  private readonly appUrl: URL;

  constructor(
    private readonly config: AppConfig,
    private readonly settings: GetDomainSettings,
    private readonly claimSubdomain: ClaimSubdomain,
    private readonly releaseSubdomain: ReleaseSubdomain,
    private readonly setCustomDomain: SetCustomDomain,
    private readonly removeCustomDomain: RemoveCustomDomain,
    private readonly verifyCustomDomain: VerifyCustomDomain,
  ) {
    this.appUrl = new URL(config.appUrl);
  }

  @Get(DOMAINS_API.settings)
  get(@CurrentUser() user: User): Promise<DomainSettings> {
    return this.present(user.id);
  }

  @Put(DOMAINS_API.subdomain)
  @UseGuards(PaidPlanGuard)
  async claim(@CurrentUser() user: User, @Body() body: ClaimSubdomainDto): Promise<DomainSettings> {
    await this.claimSubdomain.execute(user.id, body.subdomain);
    return this.present(user.id);
  }

  @Delete(DOMAINS_API.subdomain)
  async release(@CurrentUser() user: User): Promise<DomainSettings> {
    await this.releaseSubdomain.execute(user.id);
    return this.present(user.id);
  }

  @Put(DOMAINS_API.customDomain)
  @UseGuards(PaidPlanGuard)
  async set(@CurrentUser() user: User, @Body() body: SetCustomDomainDto): Promise<DomainSettings> {
    await this.setCustomDomain.execute(user.id, body.domain);
    return this.present(user.id);
  }

  @Delete(DOMAINS_API.customDomain)
  async remove(@CurrentUser() user: User): Promise<DomainSettings> {
    await this.removeCustomDomain.execute(user.id);
    return this.present(user.id);
  }

  @Post(DOMAINS_API.verify)
  @HttpCode(200)
  @UseGuards(PaidPlanGuard, DomainVerifyLimit)
  async verify(@CurrentUser() user: User): Promise<DomainSettings> {
    await this.verifyCustomDomain.execute(user.id);
    return this.present(user.id);
  }

  private async present(userId: string): Promise<DomainSettings> {
    return presentDomainSettings(await this.settings.execute(userId), this.config.domains, this.appUrl);
  }
}
