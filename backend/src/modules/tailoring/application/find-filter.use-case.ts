import { Injectable } from '@nestjs/common';
import type { Filter } from '@resume/contracts';
import { toFilterJson } from '../domain/filter';
import { FilterRepository } from './ports/filter.repository';

/** One of the user's filters as the API shows it, or null: for share links, which name a filter. */
@Injectable()
export class FindFilter {
  constructor(private readonly filters: FilterRepository) {}

  async execute(userId: string, filterId: string): Promise<Filter | null> {
    const filter = await this.filters.findOwned(userId, filterId);
    return filter ? toFilterJson(filter) : null;
  }
}
