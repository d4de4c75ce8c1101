import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import type { JobMatchFilterResponse, JobMatchResult, User } from '@resume/contracts';
import { JobMatchDto, JobMatchFilterDto } from '@resume/contracts/dto';
import { CurrentUser } from '../../../../infrastructure/http/current-user.decorator';
import { PaidPlanGuard } from '../../../../infrastructure/http/paid-plan.guard';
import { SessionAuthGuard } from '../../../../infrastructure/http/session-auth.guard';
import { Idempotent } from '../../../../infrastructure/idempotency/idempotent.decorator';
import { CreateFilterForJob } from '../../application/create-filter-for-job.use-case';
import { MatchJob } from '../../application/match-job.use-case';
import { JobMatchLimit } from './job-match-limit.guard';

/**
 * Matching a pasted job posting (issue 28 point 1, docs/decisions/0051-job-match.md). The match is for every
 * signed-in person; making a filter of it is a paid feature, as filters are.
 */
@Controller('api/job-match')
export class JobMatchController {
  constructor(
    private readonly matchJob: MatchJob,
    private readonly createFilterForJob: CreateFilterForJob,
  ) {}

  @Post()
  @HttpCode(200)
  @UseGuards(SessionAuthGuard, JobMatchLimit)
  match(@CurrentUser() user: User, @Body() body: JobMatchDto): Promise<JobMatchResult> {
    return this.matchJob.execute(user, { posting: body.posting, language: body.language });
  }

  @Post('filter')
  @UseGuards(SessionAuthGuard, PaidPlanGuard, JobMatchLimit)
  @Idempotent()
  createFilter(@CurrentUser() user: User, @Body() body: JobMatchFilterDto): Promise<JobMatchFilterResponse> {
    return this.createFilterForJob.execute(user, { posting: body.posting, language: body.language, name: body.name });
  }
}
