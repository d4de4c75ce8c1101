import { Controller, Get, Param } from '@nestjs/common';
import { TAILORING_API, type FilteredResumeResponse, type User } from '@resume/contracts';
import { CurrentUser } from '../../../../infrastructure/http/current-user.decorator';
import { PaidFeature } from '../../../../infrastructure/http/paid-plan.guard';
import { GetFilteredResume } from '../../application/get-filtered-resume.use-case';
import { toFilteredResumeJson } from './filter.presenter';
import { routePattern } from '../../../../infrastructure/http/route-pattern';

/** GET /api/resume/filter/:filterId, the owner's private preview (TAILORING_API.filteredResume). */
@Controller()
@PaidFeature()
export class FilteredResumeController {
  constructor(private readonly getFilteredResume: GetFilteredResume) {}

  @Get(routePattern(TAILORING_API.filteredResume, 'filterId'))
  async get(@CurrentUser() user: User, @Param('filterId') filterId: string): Promise<FilteredResumeResponse> {
    return toFilteredResumeJson(await this.getFilteredResume.execute(user, filterId));
  }
}
