import { Injectable } from '@nestjs/common';
import { TransactionalEntityManager } from '../../../../infrastructure/database/transactional-entity-manager';
import { ReleasedNames } from '../../application/ports/released-names';
import type { NameKind, ReleasedName } from '../../domain/released-name';
import { ReleasedNameOrmEntity } from './released-name.orm-entity';

@Injectable()
export class TypeormReleasedNames extends ReleasedNames {
  constructor(private readonly db: TransactionalEntityManager) {
    super();
  }

  async find(kind: NameKind, name: string): Promise<ReleasedName | null> {
    const row = await this.db.manager.findOneBy(ReleasedNameOrmEntity, { kind, name });
    return row && { ...row, kind: row.kind as NameKind };
  }

  async release(released: ReleasedName): Promise<void> {
    await this.db.manager.delete(ReleasedNameOrmEntity, { kind: released.kind, name: released.name });
    await this.db.manager.insert(ReleasedNameOrmEntity, released);
  }

  async forget(kind: NameKind, name: string): Promise<void> {
    await this.db.manager.delete(ReleasedNameOrmEntity, { kind, name });
  }
}
