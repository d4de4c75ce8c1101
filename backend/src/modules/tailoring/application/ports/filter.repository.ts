import { OwnedRepository } from '../../../../shared/application/owned-repository';
import type { Filter } from '../../domain/filter';

/** The users' filters. */
export abstract class FilterRepository extends OwnedRepository<Filter> {}
