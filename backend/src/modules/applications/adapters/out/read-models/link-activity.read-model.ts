import { Injectable } from '@nestjs/common';
import type { ApplicationLink } from '@resume/contracts';
import { TransactionalEntityManager } from '../../../../../infrastructure/database/transactional-entity-manager';
import { LinkActivity } from '../../../application/ports/application-links';

/**
 * The counts of the sharing module's links for the board, in two queries whatever the number of applications. Names
 * sharing's tables (share_links, share_link_visits), which makes it a read model: the one kind of file allowed to
 * (docs/decisions/0018-read-models-and-presenters.md).
 *
 * Seam for 'Know when it is read' (issue 28 point 3): `lastOpenedAt` is the newest kept visit row
 * (share_link_visits, kept SHARE_ANALYTICS.days and counting every visit). When sharing keeps a first/last opening
 * that leaves out the owner and link unfurlers, read that column here instead; nothing else changes.
 */
const LINKS =
  'SELECT id, shareableId, viewCount, downloadCount, snapshotId, frozenAt FROM share_links WHERE userId = ? AND id IN ';
const LAST_VISITS = 'SELECT shareLinkId, MAX(createdAt) AS lastAt FROM share_link_visits WHERE shareLinkId IN ';

/** A datetime as the driver returns it: a Date on MySQL, UTC text ('2026-11-21 12:00:00.000') on sql.js. */
function isoOf(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(`${String(value).replace(' ', 'T')}Z`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

@Injectable()
export class LinkActivityReadModel extends LinkActivity {
  constructor(private readonly db: TransactionalEntityManager) {
    super();
  }

  async of(userId: string, linkIds: string[]): Promise<Map<string, ApplicationLink>> {
    const found = new Map<string, ApplicationLink>();
    if (linkIds.length === 0) return found;
    const marks = `(${linkIds.map(() => '?').join(', ')})`;
    const links: Record<string, unknown>[] = await this.db.manager.query(LINKS + marks, [userId, ...linkIds]);
    if (links.length === 0) return found;
    const ids = links.map((l) => String(l.id));
    const visits: Record<string, unknown>[] = await this.db.manager.query(
      `${LAST_VISITS}(${ids.map(() => '?').join(', ')}) GROUP BY shareLinkId`,
      ids,
    );
    const lastAt = new Map(visits.map((v) => [String(v.shareLinkId), isoOf(v.lastAt)]));
    for (const l of links) {
      const id = String(l.id);
      const frozen = l.snapshotId !== null && l.snapshotId !== undefined;
      found.set(id, {
        id,
        shareableId: String(l.shareableId),
        mode: frozen ? 'frozen' : 'live',
        frozenAt: frozen ? isoOf(l.frozenAt) : null,
        viewCount: Number(l.viewCount),
        downloadCount: Number(l.downloadCount),
        lastOpenedAt: lastAt.get(id) ?? null,
      });
    }
    return found;
  }
}
