import { Injectable } from '@nestjs/common';
import { RESUME_SECTIONS } from '@resume/contracts';
import type { ImportJsonResumeResponse, ResumeSection } from '@resume/contracts';
import { DomainError } from '../../../shared/domain/domain-error';
import { newIds } from '../../../shared/domain/random';
import { readJsonResume } from '../domain/json-resume';
import { entriesOverLimits } from '../domain/json-resume-entry-counts';
import { readJsonResumeMeta } from '../domain/json-resume-meta';
import { fitJsonResume } from '../domain/json-resume-fit';
import type { ResumeSections } from '../domain/resume';
import { appendOrders } from '../domain/section-order';
import type { ItemFields, SectionItem } from '../domain/section-rules';
import { checkJsonResume } from './check-json-resume';
import { OwnerProfile } from './ports/owner-profile';
import { SectionItemRepository } from './ports/section-item.repository';
import { ResumeChanges } from './resume-changes';

function numbered<S extends ResumeSection>(section: S, list: readonly ItemFields<S>[]): SectionItem<S>[] {
  const orders = appendOrders(section, [], list);
  const ids = newIds(list.length);
  return list.map((fields, i) => ({ ...fields, id: ids[i], order: orders[i] }) as SectionItem<S>);
}

/**
 * Replaces the whole resume (five sections, summary) and the owner's personal fields with a JSON Resume document,
 * in one transaction, only if the document is valid: otherwise INVALID_JSON_RESUME lists every problem and
 * nothing changes. Over-long optional values are fitted first (json-resume-fit.ts) and each change is answered.
 * The e-mail and the username are never taken from the document; the language and renamed headings only when its
 * `meta` carries them (json-resume-meta.ts).
 */
@Injectable()
export class ImportJsonResume {
  constructor(
    private readonly items: SectionItemRepository,
    private readonly profile: OwnerProfile,
    private readonly changes: ResumeChanges,
  ) {}

  async execute(userId: string, document: unknown): Promise<ImportJsonResumeResponse> {
    // Counted first: the work below is in proportion to the entries, so a document with too many is refused unread.
    const excess = entriesOverLimits(document);
    if (excess.length > 0) throw new DomainError('JSON_RESUME_TOO_MANY_ENTRIES', undefined, { details: excess });
    const { read, adjustments } = fitJsonResume(readJsonResume(document));
    const { meta, adjustments: metaAdjustments } = readJsonResumeMeta(document);
    const checked = await checkJsonResume(read);
    if (checked.problems.length > 0) {
      throw new DomainError('INVALID_JSON_RESUME', undefined, { details: checked.problems });
    }
    const sections = Object.fromEntries(
      RESUME_SECTIONS.map((section) => [section, numbered(section, checked.sections[section])]),
    ) as unknown as ResumeSections;
    await this.changes.run(
      userId,
      async (resume) => {
        await this.items.replaceAllOwned(userId, resume.id, sections);
        await this.profile.replace(userId, checked.details);
      },
      { summary: checked.summary, ...meta },
    );
    const counts = Object.fromEntries(RESUME_SECTIONS.map((s) => [s, sections[s].length])) as Record<
      ResumeSection,
      number
    >;
    return { success: true, counts, adjustments: [...metaAdjustments, ...adjustments] };
  }
}
