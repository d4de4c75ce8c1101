import { Injectable } from '@nestjs/common';
import type { ResumeSection } from '@resume/contracts';
import { newId } from '../../../shared/domain/random';
import { appendOrder } from '../domain/section-order';
import { checkRoomFor, ItemInput, newItemFields, SectionItem } from '../domain/section-rules';
import { SectionItemRepository } from './ports/section-item.repository';
import { ResumeChanges } from './resume-changes';

/** Adds an item at the end of its section (skills: of its category). The client's `order` is not used. */
@Injectable()
export class CreateSectionItem {
  constructor(
    private readonly items: SectionItemRepository,
    private readonly changes: ResumeChanges,
  ) {}

  execute<S extends ResumeSection>(userId: string, section: S, input: ItemInput<S>): Promise<SectionItem<S>> {
    const fields = newItemFields(section, input);
    return this.changes.run(userId, async (resume) => {
      const existing = await this.items.listByUser(section, userId);
      checkRoomFor(section, existing.length);
      const item = { ...fields, id: newId(), order: appendOrder(section, existing, fields) } as SectionItem<S>;
      await this.items.insert(section, userId, resume.id, item);
      return item;
    });
  }
}
