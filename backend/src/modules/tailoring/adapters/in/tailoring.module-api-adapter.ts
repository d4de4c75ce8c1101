import { Injectable } from '@nestjs/common';
import type { Filter, FilteredResumeResponse, User } from '@resume/contracts';
import { CreateFilter } from '../../application/create-filter.use-case';
import { FindFilter } from '../../application/find-filter.use-case';
import { GetFilteredResume } from '../../application/get-filtered-resume.use-case';
import { TailoringModuleApi } from '../../application/tailoring.module-api';
import { toFilteredResumeJson, toFilterJson } from './filter.presenter';

/** Other modules drive the tailoring use cases through here, as controllers do, and get what the API would show. */
@Injectable()
export class TailoringModuleApiAdapter extends TailoringModuleApi {
  constructor(
    private readonly findFilter: FindFilter,
    private readonly getFilteredResume: GetFilteredResume,
    private readonly createFilterUseCase: CreateFilter,
  ) {
    super();
  }

  async filter(userId: string, filterId: string): Promise<Filter | null> {
    const filter = await this.findFilter.execute(userId, filterId);
    return filter && toFilterJson(filter);
  }

  async filteredResume(user: User, filterId: string): Promise<FilteredResumeResponse> {
    return toFilteredResumeJson(await this.getFilteredResume.execute(user, filterId));
  }

  async createFilter(userId: string, input: { name: string; tags: string[] }): Promise<Filter> {
    return toFilterJson(await this.createFilterUseCase.execute(userId, input));
  }
}
