import { Injectable } from '@nestjs/common';
import { RESUME_SECTIONS } from '@resume/contracts';
import type { ResumeSection } from '@resume/contracts';
import { insertRows } from '../../../../infrastructure/database/insert-rows';
import { TransactionalEntityManager } from '../../../../infrastructure/database/transactional-entity-manager';
import { SectionItemRepository } from '../../application/ports/section-item.repository';
import type { ResumeSections } from '../../domain/resume';
import type { OrderChange } from '../../domain/section-order';
import type { SectionItem } from '../../domain/section-rules';
import { SECTION_TABLES, SectionTable } from './resume.mapper';

@Injectable()
export class TypeormSectionItemRepository extends SectionItemRepository {
  constructor(private readonly db: TransactionalEntityManager) {
    super();
  }

  private table<S extends ResumeSection>(section: S): SectionTable<S> {
    return SECTION_TABLES[section] as SectionTable<S>;
  }

  async listByUser<S extends ResumeSection>(section: S, userId: string): Promise<SectionItem<S>[]> {
    const { entity, toItem } = this.table(section);
    const rows = await this.db.manager.find(entity, { where: { userId }, order: { order: 'ASC', id: 'ASC' } });
    return rows.map((row) => toItem(row as never));
  }

  async findOwned<S extends ResumeSection>(section: S, userId: string, id: string): Promise<SectionItem<S> | null> {
    const { entity, toItem } = this.table(section);
    const row = await this.db.manager.findOneBy(entity, { id, userId });
    return row ? toItem(row as never) : null;
  }

  async insert<S extends ResumeSection>(
    section: S,
    userId: string,
    resumeId: string,
    item: SectionItem<S>,
  ): Promise<void> {
    const { entity, toColumns } = this.table(section);
    await this.db.manager.insert(entity, { ...toColumns(item), userId, resumeId });
  }

  async updateOwned<S extends ResumeSection>(section: S, userId: string, item: SectionItem<S>): Promise<void> {
    const { entity, toColumns } = this.table(section);
    const { id, ...columns } = toColumns(item);
    await this.db.manager.update(entity, { id, userId }, columns);
  }

  async deleteOwned(section: ResumeSection, userId: string, id: string): Promise<boolean> {
    const result = await this.db.manager.delete(this.table(section).entity, { id, userId });
    return (result.affected ?? 0) > 0;
  }

  async setOrders(section: ResumeSection, userId: string, changes: readonly OrderChange[]): Promise<void> {
    if (changes.length === 0) return;
    // One UPDATE for the whole section: "order" = CASE id WHEN ... END, limited to the owner's rows.
    const params: Record<string, unknown> = { userId, ids: changes.map((c) => c.id) };
    const cases = changes.map((c, i) => {
      params[`id${i}`] = c.id;
      params[`order${i}`] = c.order;
      return `WHEN :id${i} THEN :order${i}`;
    });
    await this.db.manager
      .createQueryBuilder()
      .update(this.table(section).entity)
      .set({ order: () => `CASE id ${cases.join(' ')} END` })
      .where('userId = :userId AND id IN (:...ids)', params)
      .execute();
  }

  async replaceAllOwned(userId: string, resumeId: string, sections: ResumeSections): Promise<void> {
    for (const section of RESUME_SECTIONS) {
      const { entity, toColumns } = this.table(section);
      await this.db.manager.delete(entity, { userId });
      const rows = (sections[section] as SectionItem[]).map((item) => ({
        ...toColumns(item as never),
        userId,
        resumeId,
      }));
      await insertRows(this.db.manager, entity, rows);
    }
  }
}
