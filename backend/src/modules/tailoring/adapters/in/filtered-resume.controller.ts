import { Controller, Get, Param } from '@nestjs/common';
import type { FilteredResumeResponse, User } from '@resume/contracts';
import { CurrentUser } from '../../../../infrastructure/http/current-user.decorator';
import { PaidFeature } from '../../../../infrastructure/http/paid-plan.guard';
import { GetFilteredResume } from '../../application/get-filtered-resume.use-case';

/** GET /api/resume/filter/:filterId, the owner's private preview (TAILORING_API.filteredResume). */
@Controller('api/resume/filter')
@PaidFeature()
export class FilteredResumeController {
  constructor(private readonly getFilteredResume: GetFilteredResume) {}

  @Get(':filterId')
  get(@CurrentUser() user: User, @Param('filterId') filterId: string): Promise<FilteredResumeResponse> {
    return this.getFilteredResume.execute(user, filterId);
  }
}
