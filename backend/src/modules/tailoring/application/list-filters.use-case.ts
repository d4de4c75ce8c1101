import { Injectable } from '@nestjs/common';
import type { Filter } from '../domain/filter';
import { FilterRepository } from './ports/filter.repository';

@Injectable()
export class ListFilters {
  constructor(private readonly filters: FilterRepository) {}

  execute(userId: string): Promise<Filter[]> {
    return this.filters.listByUser(userId);
  }
}
