import type { FindOptionsOrder, FindOptionsWhere } from 'typeorm';
import { Owned, OwnedRepository } from '../../shared/application/owned-repository';
import { holdOwner } from './owner-lock';
import { TransactionalEntityManager } from './transactional-entity-manager';

/** A table of owned rows and its mapping to the module's entity. */
export interface OwnedTable<T extends Owned, Row extends Owned> {
  entity: new () => Row;
  toEntity(row: Row): T;
  toRow(entity: T): Row;
}

/** OwnedRepository on a TypeORM table: a module's adapter extends it and implements its port. */
export abstract class TypeormOwnedRepository<T extends Owned, Row extends Owned> extends OwnedRepository<T> {
  protected readonly oldestFirst = { createdAt: 'ASC', id: 'ASC' } as FindOptionsOrder<Row>;

  constructor(
    protected readonly db: TransactionalEntityManager,
    protected readonly table: OwnedTable<T, Row>,
  ) {
    super();
  }

  protected owned(userId: string, id?: string): FindOptionsWhere<Row> {
    return (id === undefined ? { userId } : { id, userId }) as FindOptionsWhere<Row>;
  }

  async listByUser(userId: string): Promise<T[]> {
    const rows = await this.db.manager.find(this.table.entity, { where: this.owned(userId), order: this.oldestFirst });
    return rows.map((row) => this.table.toEntity(row));
  }

  async countByUser(userId: string): Promise<number> {
    await holdOwner(this.db.manager, userId);
    return this.db.manager.countBy(this.table.entity, this.owned(userId));
  }

  async findOwned(userId: string, id: string): Promise<T | null> {
    const row = await this.db.manager.findOneBy(this.table.entity, this.owned(userId, id));
    return row ? this.table.toEntity(row) : null;
  }

  async insert(entity: T): Promise<void> {
    await this.db.manager.insert(this.table.entity, this.table.toRow(entity) as never);
  }

  async updateOwned(entity: T): Promise<void> {
    const { id, userId, createdAt: _createdAt, ...columns } = this.table.toRow(entity);
    // An undefined condition would be dropped from the WHERE: never update without the owner.
    if (!userId) throw new Error('a row without an owner is never updated');
    await this.db.manager.update(this.table.entity, this.owned(userId, id), columns as never);
  }

  async deleteOwned(userId: string, id: string): Promise<boolean> {
    const result = await this.db.manager.delete(this.table.entity, this.owned(userId, id));
    return (result.affected ?? 0) > 0;
  }
}
