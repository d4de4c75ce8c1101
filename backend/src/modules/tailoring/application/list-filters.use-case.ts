import { Injectable } from '@nestjs/common';
import type { Filter } from '@resume/contracts';
import { toFilterJson } from '../domain/filter';
import { FilterRepository } from './ports/filter.repository';

@Injectable()
export class ListFilters {
  constructor(private readonly filters: FilterRepository) {}

  async execute(userId: string): Promise<Filter[]> {
    return (await this.filters.listByUser(userId)).map(toFilterJson);
  }
}
