import { Injectable } from '@nestjs/common';
import type { ShareLinkReading } from '@resume/contracts';
import { IsNull } from 'typeorm';
import { TransactionalEntityManager } from '../../../../infrastructure/database/transactional-entity-manager';
import { uniqueViolation } from '../../../../infrastructure/database/unique-violation';
import { LinkReadings, ReadOutcome, VisitReading } from '../../application/ports/reading';
import { ShareLinkOpeningOrmEntity, ShareLinkReadOrmEntity } from './reading.orm-entity';
import { ShareLinkOrmEntity } from './share-link.orm-entity';

/** Opens and per-visit readings in share_link_openings and share_link_reads (docs/decisions/0053-read-notices.md). */
@Injectable()
export class TypeormLinkReadings extends LinkReadings {
  constructor(private readonly db: TransactionalEntityManager) {
    super();
  }

  async markOpened(shareLinkId: string, userId: string, at: Date): Promise<boolean> {
    const m = this.db.manager;
    try {
      await m.insert(ShareLinkOpeningOrmEntity, {
        shareLinkId,
        userId,
        firstOpenedAt: at,
        lastOpenedAt: at,
        notifyOnOpen: true,
      });
      return true;
    } catch (error) {
      if (!uniqueViolation(error)) throw error;
    }
    // The row exists (opened before, or its notices switched): only the update that finds no first open yet wins.
    const first = await m.update(
      ShareLinkOpeningOrmEntity,
      { shareLinkId, firstOpenedAt: IsNull() },
      { firstOpenedAt: at, lastOpenedAt: at },
    );
    if ((first.affected ?? 0) > 0) return true;
    await m.update(ShareLinkOpeningOrmEntity, { shareLinkId }, { lastOpenedAt: at });
    return false;
  }

  async record(reading: VisitReading, maxBeacons: number, at: Date): Promise<ReadOutcome> {
    if (await this.raise(reading, maxBeacons, at)) return 'recorded';
    try {
      await this.db.manager.insert(ShareLinkReadOrmEntity, {
        id: reading.visitId,
        shareLinkId: reading.shareLinkId,
        seconds: reading.seconds,
        depth: reading.depth,
        beacons: 1,
        createdAt: at,
        updatedAt: at,
      });
      return 'recorded';
    } catch (error) {
      if (!uniqueViolation(error)) throw error;
    }
    // Another beacon of the visit inserted it meanwhile, or the visit is at its limit.
    return (await this.raise(reading, maxBeacons, at)) ? 'recorded' : 'limit';
  }

  /** One atomic update: the larger of the stored and the new values, one more beacon, while under the limit. */
  private async raise(reading: VisitReading, maxBeacons: number, at: Date): Promise<boolean> {
    const result = await this.db.manager
      .createQueryBuilder()
      .update(ShareLinkReadOrmEntity)
      .set({
        seconds: () => 'CASE WHEN `seconds` < :seconds THEN :seconds ELSE `seconds` END',
        depth: () => 'CASE WHEN `depth` < :depth THEN :depth ELSE `depth` END',
        beacons: () => '`beacons` + 1',
        updatedAt: at,
      })
      .where('id = :id AND shareLinkId = :linkId AND beacons < :max')
      .setParameters({
        seconds: reading.seconds,
        depth: reading.depth,
        id: reading.visitId,
        linkId: reading.shareLinkId,
        max: maxBeacons,
      })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  async summaries(userId: string): Promise<ShareLinkReading[]> {
    const m = this.db.manager;
    const openings = await m.find(ShareLinkOpeningOrmEntity, { where: { userId } });
    const reads: {
      id: string;
      visits: string | number;
      seconds: string | number | null;
      depth: string | number | null;
    }[] = await m
      .createQueryBuilder(ShareLinkReadOrmEntity, 'r')
      .innerJoin(ShareLinkOrmEntity, 'l', 'l.id = r.shareLinkId')
      .select('r.shareLinkId', 'id')
      .addSelect('COUNT(*)', 'visits')
      .addSelect('SUM(r.seconds)', 'seconds')
      .addSelect('AVG(r.depth)', 'depth')
      .where('l.userId = :userId', { userId })
      .groupBy('r.shareLinkId')
      .getRawMany();
    const byId = new Map<string, ShareLinkReading>();
    const entry = (id: string) =>
      byId.get(id) ??
      byId
        .set(id, {
          id,
          firstOpenedAt: null,
          lastOpenedAt: null,
          notifyOnOpen: true,
          readVisits: 0,
          readSeconds: 0,
          averageDepth: null,
        })
        .get(id)!;
    for (const o of openings)
      Object.assign(entry(o.shareLinkId), {
        firstOpenedAt: o.firstOpenedAt?.toISOString() ?? null,
        lastOpenedAt: o.lastOpenedAt?.toISOString() ?? null,
        notifyOnOpen: Boolean(o.notifyOnOpen),
      });
    for (const r of reads)
      Object.assign(entry(r.id), {
        readVisits: Number(r.visits),
        readSeconds: Number(r.seconds ?? 0),
        averageDepth: r.depth === null ? null : Math.round(Number(r.depth)),
      });
    return [...byId.values()];
  }

  async linkNotifies(shareLinkId: string): Promise<boolean> {
    const row = await this.db.manager.findOneBy(ShareLinkOpeningOrmEntity, { shareLinkId });
    return row ? Boolean(row.notifyOnOpen) : true;
  }

  async setLinkNotifies(shareLinkId: string, userId: string, on: boolean): Promise<void> {
    const m = this.db.manager;
    const updated = await m.update(ShareLinkOpeningOrmEntity, { shareLinkId }, { notifyOnOpen: on });
    if ((updated.affected ?? 0) > 0) return;
    try {
      await m.insert(ShareLinkOpeningOrmEntity, {
        shareLinkId,
        userId,
        firstOpenedAt: null,
        lastOpenedAt: null,
        notifyOnOpen: on,
      });
    } catch (error) {
      if (!uniqueViolation(error)) throw error;
      await m.update(ShareLinkOpeningOrmEntity, { shareLinkId }, { notifyOnOpen: on });
    }
  }
}
