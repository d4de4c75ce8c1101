import { Owned, OwnedRepository } from '../application/owned-repository';

/** An in-memory OwnedRepository, for use-case unit tests; `rows` in insertion order. */
export class InMemoryOwned<T extends Owned> extends OwnedRepository<T> {
  rows: T[] = [];
  async listByUser(userId: string) {
    return this.rows.filter((r) => r.userId === userId);
  }
  async countByUser(userId: string) {
    return (await this.listByUser(userId)).length;
  }
  async findOwned(userId: string, id: string) {
    return this.rows.find((r) => r.userId === userId && r.id === id) ?? null;
  }
  async insert(entity: T) {
    this.rows.push(entity);
  }
  async updateOwned(entity: T) {
    this.rows = this.rows.map((r) => (r.id === entity.id && r.userId === entity.userId ? entity : r));
  }
  async deleteOwned(userId: string, id: string) {
    const before = this.rows.length;
    this.rows = this.rows.filter((r) => !(r.userId === userId && r.id === id));
    return this.rows.length < before;
  }
}
