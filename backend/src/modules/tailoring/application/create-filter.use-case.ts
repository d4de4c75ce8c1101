import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/application/clock';
import { TransactionRunner } from '../../../shared/application/transaction-runner';
import { newId } from '../../../shared/domain/random';
import { sentOnly } from '../../../shared/domain/updates';
import { checkRoomForFilter, Filter, FilterInput, newFilter } from '../domain/filter';
import { ListAvailableTags } from './list-available-tags.use-case';
import { FilterRepository } from './ports/filter.repository';

/** A new filter: a name, tags from the user's resume, optional style fields; at most FILTER_LIMITS.perUser. */
@Injectable()
export class CreateFilter {
  constructor(
    private readonly filters: FilterRepository,
    private readonly availableTags: ListAvailableTags,
    private readonly transaction: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  execute(userId: string, input: FilterInput): Promise<Filter> {
    return this.transaction.run(async () => {
      checkRoomForFilter(await this.filters.countByUser(userId));
      const filter = newFilter(
        newId(),
        userId,
        sentOnly(input),
        await this.availableTags.execute(userId),
        this.clock.now(),
      );
      await this.filters.insert(filter);
      return filter;
    });
  }
}
