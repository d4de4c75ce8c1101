import { Injectable } from '@nestjs/common';
import type { ResumeSection } from '@resume/contracts';
import { inListOrder } from '../domain/section-order';
import type { SectionItem } from '../domain/section-rules';
import { SectionItemRepository } from './ports/section-item.repository';

@Injectable()
export class ListSectionItems {
  constructor(private readonly items: SectionItemRepository) {}

  async execute<S extends ResumeSection>(userId: string, section: S): Promise<SectionItem<S>[]> {
    return inListOrder(section, await this.items.listByUser(section, userId));
  }
}
