import { Injectable } from '@nestjs/common';
import { TransactionalEntityManager } from '../../../../infrastructure/database/transactional-entity-manager';
import { TypeormOwnedRepository } from '../../../../infrastructure/database/typeorm-owned.repository';
import type { LinkForVisit, ShareLinkRepository } from '../../application/ports/share-link.repository';
import type { ShareLink } from '../../domain/share-link';
import { ShareLinkOrmEntity } from './share-link.orm-entity';

const toLink = (row: ShareLinkOrmEntity): ShareLink => ({
  ...row,
  noindex: Boolean(row.noindex),
  allowPdfDownload: Boolean(row.allowPdfDownload),
  updatedAt: row.updatedAt ?? row.createdAt,
});
const toRow = (link: ShareLink): ShareLinkOrmEntity => Object.assign(new ShareLinkOrmEntity(), link);

/**
 * The link plus the last-change times of what it shows, in one query. Reads the other modules' tables by name for
 * these timestamps only (a read model for cache validation; their rows are read through their use cases).
 */
const FIND_FOR_VISIT =
  'SELECT l.id, l.userId, l.shareableId, l.filterId, l.resumeId, l.templateId, l.securityCode, l.noindex, l.allowPdfDownload, ' +
  'l.viewCount, l.downloadCount, l.failedAttempts, l.lockedAt, l.createdAt, l.updatedAt, ' +
  'r.lastUpdated AS resumeStamp, u.updatedAt AS userStamp, f.updatedAt AS filterStamp, t.updatedAt AS templateStamp ' +
  'FROM share_links l LEFT JOIN resumes r ON r.id = l.resumeId LEFT JOIN users u ON u.id = l.userId ' +
  'LEFT JOIN filters f ON f.id = l.filterId LEFT JOIN templates t ON t.id = l.templateId WHERE l.shareableId = ?';

/** A datetime as the driver returns it: a Date on MySQL, UTC text ('2026-11-21 12:00:00.000') on sql.js. */
function toDate(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value;
  return new Date(`${String(value).replace(' ', 'T')}Z`);
}

/** A raw date as the driver returns it (a Date on MySQL, text on sql.js), as a stable string. */
const stamp = (value: unknown) => (value instanceof Date ? String(value.getTime()) : String(value ?? '-'));

@Injectable()
export class TypeormShareLinkRepository
  extends TypeormOwnedRepository<ShareLink, ShareLinkOrmEntity>
  implements ShareLinkRepository
{
  constructor(db: TransactionalEntityManager) {
    super(db, { entity: ShareLinkOrmEntity, toEntity: toLink, toRow });
  }

  async findForVisit(shareableId: string): Promise<LinkForVisit | null> {
    // Plain SQL, not the query builder: this runs on every visit and the builder costs more than the query.
    const rows: Record<string, unknown>[] = await this.db.manager.query(FIND_FOR_VISIT, [shareableId]);
    const r = rows[0];
    if (!r) return null;
    const link = toLink({
      id: r.id,
      userId: r.userId,
      shareableId: r.shareableId,
      filterId: r.filterId ?? null,
      resumeId: r.resumeId,
      templateId: r.templateId ?? null,
      securityCode: r.securityCode ?? null,
      noindex: Boolean(Number(r.noindex)),
      allowPdfDownload: Boolean(Number(r.allowPdfDownload)),
      viewCount: Number(r.viewCount),
      downloadCount: Number(r.downloadCount),
      failedAttempts: Number(r.failedAttempts),
      lockedAt: toDate(r.lockedAt),
      createdAt: toDate(r.createdAt) as Date,
      updatedAt: toDate(r.updatedAt),
    } as ShareLinkOrmEntity);
    const version = [link.updatedAt.getTime(), r.resumeStamp, r.userStamp, r.filterStamp, r.templateStamp]
      .map(stamp)
      .join('|');
    return { link, version };
  }

  /**
   * The owner's columns only. The counters (views, downloads, wrong codes, the lock) change by their own atomic
   * updates while the owner edits; writing back the values read here would undo those counted meanwhile.
   */
  async updateOwned(link: ShareLink): Promise<void> {
    const { viewCount: _v, downloadCount: _d, failedAttempts: _f, lockedAt: _l, ...owned } = link;
    await super.updateOwned(owned as ShareLink);
  }
}
