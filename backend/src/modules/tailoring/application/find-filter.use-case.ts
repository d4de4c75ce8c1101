import { Injectable } from '@nestjs/common';
import type { Filter } from '../domain/filter';
import { FilterRepository } from './ports/filter.repository';

/** One of the user's filters, or null: for share links, which name a filter. */
@Injectable()
export class FindFilter {
  constructor(private readonly filters: FilterRepository) {}

  execute(userId: string, filterId: string): Promise<Filter | null> {
    return this.filters.findOwned(userId, filterId);
  }
}
