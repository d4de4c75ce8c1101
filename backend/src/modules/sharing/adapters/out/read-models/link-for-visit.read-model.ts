import { Injectable } from '@nestjs/common';
import { TransactionalEntityManager } from '../../../../../infrastructure/database/transactional-entity-manager';
import type { LinkForVisit, LinksForVisit } from '../../../application/ports/links-for-visit';
import type { ShareLinkOrmEntity } from '../share-link.orm-entity';
import { toLink } from '../share-link.rows';
import { rawStamp } from './raw-stamp';

/**
 * The link plus the last-change times of what it shows, in one query. Names the other modules' tables (resumes,
 * users, filters, templates) for these timestamps only, which makes it a read model: the one kind of file allowed to
 * (docs/decisions/0018-read-models-and-presenters.md). Their rows themselves are read through their module APIs.
 */
const FIND_FOR_VISIT =
  'SELECT l.id, l.userId, l.shareableId, l.filterId, l.resumeId, l.templateId, l.securityCode, l.noindex, l.allowPdfDownload, ' +
  'l.viewCount, l.downloadCount, l.failedAttempts, l.lockedAt, l.createdAt, l.updatedAt, ' +
  'l.snapshotId, l.frozenAt, l.frozenFilter, l.frozenTemplate, l.pausedAt, l.expiresAt, ' +
  'r.lastUpdated AS resumeStamp, u.updatedAt AS userStamp, u.paidAccessEndedAt AS paidAccessEndedAt, f.updatedAt AS filterStamp, t.updatedAt AS templateStamp ' +
  'FROM share_links l LEFT JOIN resumes r ON r.id = l.resumeId LEFT JOIN users u ON u.id = l.userId ' +
  'LEFT JOIN filters f ON f.id = l.filterId LEFT JOIN templates t ON t.id = l.templateId WHERE l.shareableId = ?';

/** A datetime as the driver returns it: a Date on MySQL, UTC text ('2026-11-21 12:00:00.000') on sql.js. */
function toDate(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value;
  return new Date(`${String(value).replace(' ', 'T')}Z`);
}

@Injectable()
export class LinkForVisitReadModel implements LinksForVisit {
  constructor(private readonly db: TransactionalEntityManager) {}

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
      snapshotId: r.snapshotId ?? null,
      frozenAt: toDate(r.frozenAt),
      frozenFilter: r.frozenFilter ?? null,
      frozenTemplate: r.frozenTemplate ?? null,
      pausedAt: toDate(r.pausedAt),
      expiresAt: toDate(r.expiresAt),
    } as ShareLinkOrmEntity);
    // A frozen link shows its stored version: edits of the resume, filter or template change nothing it shows.
    const stamps = link.frozen
      ? [link.updatedAt.getTime(), `frozen:${link.frozen.snapshotId}`, r.userStamp]
      : [link.updatedAt.getTime(), r.resumeStamp, r.userStamp, r.filterStamp, r.templateStamp];
    const version = stamps.map(rawStamp).join('|');
    return { link, version, paidAccessEndedAt: toDate(r.paidAccessEndedAt) };
  }
}
