import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/application/clock';
import { TransactionRunner } from '../../../shared/application/transaction-runner';
import { DomainError } from '../../../shared/domain/domain-error';
import { checkBodyId, sentOnly } from '../../../shared/domain/updates';
import { Filter, FilterInput, patchedFilter } from '../domain/filter';
import { ListAvailableTags } from './list-available-tags.use-case';
import { FilterRepository } from './ports/filter.repository';

/** Changes the fields that were sent of one of the user's filters (NOT_FOUND for anyone else's). */
@Injectable()
export class UpdateFilter {
  constructor(
    private readonly filters: FilterRepository,
    private readonly availableTags: ListAvailableTags,
    private readonly transaction: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, id: string, input: FilterInput & { id?: string }): Promise<Filter> {
    const { id: bodyId, ...patch } = input;
    checkBodyId(bodyId, id);
    return this.transaction.run(async () => {
      const filter = await this.filters.findOwned(userId, id);
      if (!filter) throw new DomainError('NOT_FOUND');
      const sent = sentOnly(patch);
      const available = sent.tags ? await this.availableTags.execute(userId) : [];
      const next = patchedFilter(filter, sent, available, this.clock.now());
      await this.filters.updateOwned(next);
      return next;
    });
  }
}
