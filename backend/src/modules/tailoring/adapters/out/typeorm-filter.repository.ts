import { Injectable } from '@nestjs/common';
import { isResumeLanguage } from '@resume/contracts';
import { parseTags } from '../../../../infrastructure/database/json-columns';
import { TransactionalEntityManager } from '../../../../infrastructure/database/transactional-entity-manager';
import { TypeormOwnedRepository } from '../../../../infrastructure/database/typeorm-owned.repository';
import { styleOf } from '../../../../shared/domain/style';
import type { FilterRepository } from '../../application/ports/filter.repository';
import type { Filter } from '../../domain/filter';
import { FilterOrmEntity } from './filter.orm-entity';

const toFilter = (row: FilterOrmEntity): Filter => ({
  ...row,
  ...styleOf(row),
  tags: parseTags(row.tags),
  language: isResumeLanguage(row.language) ? row.language : null,
});
const toRow = (filter: Filter): FilterOrmEntity =>
  Object.assign(new FilterOrmEntity(), { ...filter, tags: JSON.stringify(filter.tags) });

@Injectable()
export class TypeormFilterRepository
  extends TypeormOwnedRepository<Filter, FilterOrmEntity>
  implements FilterRepository
{
  constructor(db: TransactionalEntityManager) {
    super(db, { entity: FilterOrmEntity, toEntity: toFilter, toRow });
  }
}
