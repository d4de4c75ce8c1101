import { Injectable } from '@nestjs/common';
import type { ResumeSection } from '@resume/contracts';
import { DomainError } from '../../../shared/domain/domain-error';
import { packOrders } from '../domain/section-order';
import { SectionItemRepository } from './ports/section-item.repository';
import { ResumeChanges } from './resume-changes';

/** Deletes one of the user's items (NOT_FOUND for anyone else's) and closes the gap in the orders. */
@Injectable()
export class DeleteSectionItem {
  constructor(
    private readonly items: SectionItemRepository,
    private readonly changes: ResumeChanges,
  ) {}

  execute(userId: string, section: ResumeSection, id: string): Promise<void> {
    return this.changes.run(userId, async () => {
      if (!(await this.items.deleteOwned(section, userId, id))) throw new DomainError('NOT_FOUND');
      await this.items.setOrders(section, userId, packOrders(section, await this.items.listByUser(section, userId)));
    });
  }
}
