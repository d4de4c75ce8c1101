import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { LINKEDIN_API } from '@resume/contracts';
import type { DevConnectLinkedInResponse, DevImportLinkedInResponse, User } from '@resume/contracts';
import { IsString, MaxLength } from 'class-validator';
import { CurrentUser } from '../../../../infrastructure/http/current-user.decorator';
import { PaidFeature } from '../../../../infrastructure/http/paid-plan.guard';
import { DevConnectLinkedIn } from '../../application/dev-connect-linkedin.use-case';
import { DevImportLinkedIn } from '../../application/dev-import-linkedin.use-case';

class DevConnectDto {
  @IsString() @MaxLength(64) userId!: string;
}

/**
 * The development simulation's routes (spec 5, 7, 8). Registered only without LINKEDIN_CLIENT_ID outside
 * production (LinkedInModule), so elsewhere they are the API's plain 404. Paid plans only, as the real connect.
 */
@Controller()
@PaidFeature()
export class LinkedInDevController {
  constructor(
    private readonly devConnect: DevConnectLinkedIn,
    private readonly devImport: DevImportLinkedIn,
  ) {}

  @Post(LINKEDIN_API.devConnect)
  @HttpCode(200)
  connect(@CurrentUser() user: User, @Body() body: DevConnectDto): Promise<DevConnectLinkedInResponse> {
    return this.devConnect.execute(user, body.userId);
  }

  /** The user is re-read by the session guard, so a connect just made is seen. */
  @Post(LINKEDIN_API.devImport)
  @HttpCode(200)
  import(@CurrentUser() user: User): Promise<DevImportLinkedInResponse> {
    return this.devImport.execute(user);
  }
}
