import { Injectable } from '@nestjs/common';
import { RESUME_SECTIONS } from '@resume/contracts';
import { TransactionalEntityManager } from '../../../../infrastructure/database/transactional-entity-manager';
import type { Resume, ResumePatch, ResumeSections } from '../../domain/resume';
import { ResumeRepository } from '../../application/ports/resume.repository';
import { ResumeOrmEntity } from './resume.orm-entity';
import { SECTION_TABLES, sectionHeadingsColumn, toResume, toResumeRow } from './resume.mapper';

@Injectable()
export class TypeormResumeRepository extends ResumeRepository {
  constructor(private readonly db: TransactionalEntityManager) {
    super();
  }

  async create(resume: Resume): Promise<void> {
    await this.db.manager.insert(ResumeOrmEntity, toResumeRow(resume));
  }

  async findByUserId(userId: string): Promise<Resume | null> {
    const row = await this.db.manager.findOneBy(ResumeOrmEntity, { userId });
    return row ? toResume(row) : null;
  }

  async listSections(userId: string): Promise<ResumeSections> {
    const m = this.db.manager;
    const lists = await Promise.all(
      RESUME_SECTIONS.map(async (section) => {
        const { entity, toItem } = SECTION_TABLES[section];
        const rows = await m.find(entity, { where: { userId }, order: { order: 'ASC', id: 'ASC' } });
        return [section, rows.map((row) => toItem(row as never))] as const;
      }),
    );
    return Object.fromEntries(lists) as unknown as ResumeSections;
  }

  async markUpdated(userId: string, at: Date, patch: ResumePatch = {}): Promise<Resume | null> {
    // The UPDATE comes first: on MySQL it locks the row until the transaction ends.
    const { sectionHeadings, ...columns } = patch;
    await this.db.manager.update(
      ResumeOrmEntity,
      { userId },
      {
        ...columns,
        ...(sectionHeadings ? { sectionHeadings: sectionHeadingsColumn(sectionHeadings) } : {}),
        lastUpdated: at,
      },
    );
    return this.findByUserId(userId);
  }
}
