import { Injectable } from '@nestjs/common';
import { TransactionalEntityManager } from '../../../../../infrastructure/database/transactional-entity-manager';
import type { PublicResumeVersion, PublicResumeVersions } from '../../../application/ports/public-resume-versions';
import { rawStamp } from './raw-stamp';

/**
 * The account by username with its public-page switch and the last-change times of what its page shows, in one
 * query. Every change the page can show moves one of them: the account's fields, contact switches, plan (identity
 * stamps users.updatedAt on every write) and the resume, its sections, theme and font (resume's ResumeChanges
 * bumps resumes.lastUpdated in the same transaction as each change). Names identity's and resume's tables for these
 * columns only, which makes it a read model (docs/decisions/0018-read-models-and-presenters.md).
 */
const FIND_BY_USERNAME =
  'SELECT u.id, u.publicPage, u.updatedAt AS userStamp, r.lastUpdated AS resumeStamp ' +
  'FROM users u LEFT JOIN resumes r ON r.userId = u.id WHERE u.username = ?';

@Injectable()
export class PublicResumeVersionReadModel implements PublicResumeVersions {
  constructor(private readonly db: TransactionalEntityManager) {}

  async findByUsername(username: string): Promise<PublicResumeVersion | null> {
    // Plain SQL, not the query builder: this runs on every visit and the builder costs more than the query.
    const rows: Record<string, unknown>[] = await this.db.manager.query(FIND_BY_USERNAME, [username]);
    const r = rows[0];
    if (!r) return null;
    return {
      userId: String(r.id),
      publicPage: Boolean(Number(r.publicPage)),
      version: `${rawStamp(r.userStamp)}|${rawStamp(r.resumeStamp)}`,
    };
  }
}
