import { Injectable } from '@nestjs/common';
import type { ResumeSection } from '@resume/contracts';
import { inListOrder, reorder, withOrders } from '../domain/section-order';
import type { SectionItem } from '../domain/section-rules';
import { SectionItemRepository } from './ports/section-item.repository';
import { ResumeChanges } from './resume-changes';

/** Stores a new order of the whole section: `ids` lists each of the user's items exactly once. */
@Injectable()
export class ReorderSection {
  constructor(
    private readonly items: SectionItemRepository,
    private readonly changes: ResumeChanges,
  ) {}

  execute<S extends ResumeSection>(userId: string, section: S, ids: readonly string[]): Promise<SectionItem<S>[]> {
    return this.changes.run(userId, async () => {
      const items = await this.items.listByUser(section, userId);
      const changes = reorder(section, items, ids);
      await this.items.setOrders(section, userId, changes);
      return inListOrder(section, withOrders(items, changes));
    });
  }
}
