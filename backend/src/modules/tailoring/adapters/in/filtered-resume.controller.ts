import { Controller, Get, Param } from '@nestjs/common';
import type { FilteredResumeResponse, User } from '@resume/contracts';
import { CurrentUser } from '../../../../infrastructure/http/current-user.decorator';
import { PaidFeature } from '../../../../infrastructure/http/paid-plan.guard';
import { GetFilteredResume } from '../../application/get-filtered-resume.use-case';
import { toFilteredResumeJson } from './filter.presenter';

/** GET /api/resume/filter/:filterId, the owner's private preview (TAILORING_API.filteredResume). */
@Controller('api/resume/filter')
@PaidFeature()
export class FilteredResumeController {
  constructor(private readonly getFilteredResume: GetFilteredResume) {}

  @Get(':filterId')
  async get(@CurrentUser() user: User, @Param('filterId') filterId: string): Promise<FilteredResumeResponse> {
    return toFilteredResumeJson(await this.getFilteredResume.execute(user, filterId));
  }
}
