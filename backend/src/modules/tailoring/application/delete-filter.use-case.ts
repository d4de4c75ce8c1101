import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../shared/domain/domain-error';
import { FilterRepository } from './ports/filter.repository';

/** Deletes one of the user's filters (NOT_FOUND for anyone else's); share links on it fall back to the full resume. */
@Injectable()
export class DeleteFilter {
  constructor(private readonly filters: FilterRepository) {}

  async execute(userId: string, id: string): Promise<void> {
    if (!(await this.filters.deleteOwned(userId, id))) throw new DomainError('NOT_FOUND');
  }
}
