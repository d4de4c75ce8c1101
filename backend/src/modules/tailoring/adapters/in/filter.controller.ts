import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { TAILORING_API, type Filter, type User } from '@resume/contracts';
import { CreateFilterDto, UpdateFilterDto } from '@resume/contracts/dto';
import { CurrentUser } from '../../../../infrastructure/http/current-user.decorator';
import { PaidFeature } from '../../../../infrastructure/http/paid-plan.guard';
import { CreateFilter } from '../../application/create-filter.use-case';
import { DeleteFilter } from '../../application/delete-filter.use-case';
import { ListAvailableTags } from '../../application/list-available-tags.use-case';
import { ListFilters } from '../../application/list-filters.use-case';
import { UpdateFilter } from '../../application/update-filter.use-case';
import type { FilterInput } from '../../domain/filter';
import { toFilterJson } from './filter.presenter';
import { Idempotent } from '../../../../infrastructure/idempotency/idempotent.decorator';
import { routePattern } from '../../../../infrastructure/http/route-pattern';

@Controller()
@PaidFeature()
export class FilterController {
  constructor(
    private readonly listFilters: ListFilters,
    private readonly listAvailableTags: ListAvailableTags,
    private readonly createFilter: CreateFilter,
    private readonly updateFilter: UpdateFilter,
    private readonly deleteFilter: DeleteFilter,
  ) {}

  @Get(routePattern(TAILORING_API.filters))
  async list(@CurrentUser() user: User): Promise<Filter[]> {
    return (await this.listFilters.execute(user.id)).map(toFilterJson);
  }

  @Get(routePattern(TAILORING_API.filterTags))
  tags(@CurrentUser() user: User): Promise<string[]> {
    return this.listAvailableTags.execute(user.id);
  }

  @Post(routePattern(TAILORING_API.filters))
  @Idempotent()
  async create(@CurrentUser() user: User, @Body() body: CreateFilterDto): Promise<Filter> {
    return toFilterJson(await this.createFilter.execute(user.id, body as FilterInput));
  }

  @Patch(routePattern(TAILORING_API.filter, 'id'))
  async update(@CurrentUser() user: User, @Param('id') id: string, @Body() body: UpdateFilterDto): Promise<Filter> {
    return toFilterJson(await this.updateFilter.execute(user.id, id, body as FilterInput & { id?: string }));
  }

  @Delete(routePattern(TAILORING_API.filter, 'id'))
  @HttpCode(204)
  async remove(@CurrentUser() user: User, @Param('id') id: string): Promise<void> {
    await this.deleteFilter.execute(user.id, id);
  }
}
