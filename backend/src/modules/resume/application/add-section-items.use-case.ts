import { Injectable } from '@nestjs/common';
import { RESUME_SECTIONS } from '@resume/contracts';
import type { ResumeSection } from '@resume/contracts';
import { newId } from '../../../shared/domain/random';
import type { ResumePatch } from '../domain/resume';
import { appendOrders } from '../domain/section-order';
import { checkRoomFor, ItemInput, newItemFields, SectionItem } from '../domain/section-rules';
import { SectionItemRepository } from './ports/section-item.repository';
import { ResumeChanges } from './resume-changes';

export type SectionAdditions = { [S in ResumeSection]?: ItemInput<S>[] };

/**
 * Appends items to several sections (and optionally sets the summary) in one transaction, each checked by the
 * section's rules as if created one by one: any broken rule or a full section rolls every addition back. For
 * importers that add to a resume instead of replacing it (the LinkedIn export); returns how many were added.
 */
@Injectable()
export class AddSectionItems {
  constructor(
    private readonly items: SectionItemRepository,
    private readonly changes: ResumeChanges,
  ) {}

  execute(
    userId: string,
    additions: SectionAdditions,
    patch?: Pick<ResumePatch, 'summary'>,
  ): Promise<Record<ResumeSection, number>> {
    return this.changes.run(
      userId,
      async (resume) => {
        const counts = Object.fromEntries(RESUME_SECTIONS.map((s) => [s, 0])) as Record<ResumeSection, number>;
        for (const section of RESUME_SECTIONS) {
          counts[section] = await this.append(userId, resume.id, section, additions[section] ?? []);
        }
        return counts;
      },
      patch,
    );
  }

  private async append<S extends ResumeSection>(
    userId: string,
    resumeId: string,
    section: S,
    inputs: ItemInput<S>[],
  ): Promise<number> {
    if (inputs.length === 0) return 0;
    const existing = await this.items.listByUser(section, userId);
    checkRoomFor(section, existing.length, inputs.length);
    const fields = inputs.map((input) => newItemFields(section, input));
    const orders = appendOrders(section, existing, fields);
    for (const [i, item] of fields.entries()) {
      await this.items.insert(section, userId, resumeId, { ...item, id: newId(), order: orders[i] } as SectionItem<S>);
    }
    return inputs.length;
  }
}
