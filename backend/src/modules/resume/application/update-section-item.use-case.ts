import { Injectable } from '@nestjs/common';
import type { ResumeSection } from '@resume/contracts';
import { DomainError } from '../../../shared/domain/domain-error';
import { checkBodyId } from '../../../shared/domain/updates';
import { appendOrder, packOrders } from '../domain/section-order';
import { groupOf, ItemInput, patchedItem, SectionItem } from '../domain/section-rules';
import { SectionItemRepository } from './ports/section-item.repository';
import { ResumeChanges } from './resume-changes';

/**
 * Applies a partial update to one of the user's items (NOT_FOUND for anyone else's). The body may repeat the
 * item's id, which must then be the path's; its `order` is ignored. A skill moved to another category goes last
 * there, and its old category closes the gap.
 */
@Injectable()
export class UpdateSectionItem {
  constructor(
    private readonly items: SectionItemRepository,
    private readonly changes: ResumeChanges,
  ) {}

  execute<S extends ResumeSection>(
    userId: string,
    section: S,
    id: string,
    patch: ItemInput<S> & { id?: string },
  ): Promise<SectionItem<S>> {
    checkBodyId(patch.id, id);
    return this.changes.run(userId, async () => {
      const item = await this.items.findOwned(section, userId, id);
      if (!item) throw new DomainError('NOT_FOUND');
      let next = patchedItem(section, item, patch);
      if (groupOf(section, next) === groupOf(section, item)) {
        await this.items.updateOwned(section, userId, next);
        return next;
      }
      const others = (await this.items.listByUser(section, userId)).filter((other) => other.id !== id);
      next = { ...next, order: appendOrder(section, others, next) };
      await this.items.updateOwned(section, userId, next);
      await this.items.setOrders(section, userId, packOrders(section, others));
      return next;
    });
  }
}
