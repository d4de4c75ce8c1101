import { Injectable } from '@nestjs/common';
import type { ShareLinkDay } from '@resume/contracts';
import { LessThan, MoreThanOrEqual } from 'typeorm';
import { TransactionalEntityManager } from '../../../../infrastructure/database/transactional-entity-manager';
import { uniqueViolation } from '../../../../infrastructure/database/unique-violation';
import { newId, newSecret } from '../../../../shared/domain/random';
import { ShareAnalytics, VisitorSalts } from '../../application/ports/share-analytics';
import { dayOf, hourOf } from '../../domain/share-link';
import {
  ShareLinkDownloadOrmEntity,
  ShareLinkOrmEntity,
  ShareLinkVisitOrmEntity,
  VisitorSaltOrmEntity,
} from './share-link.orm-entity';

/** Views already counted in this process this hour: a repeat visit costs no query at all (the unique key stays the truth). */
const RECENT_LIMIT = 50_000;

@Injectable()
export class TypeormShareAnalytics extends ShareAnalytics {
  private recentHour = '';
  private recent = new Set<string>();

  constructor(private readonly db: TransactionalEntityManager) {
    super();
  }

  async recordView(linkId: string, visitorHash: string, at: Date): Promise<boolean> {
    const hour = hourOf(at);
    if (hour !== this.recentHour || this.recent.size >= RECENT_LIMIT) {
      this.recentHour = hour;
      this.recent = new Set();
    }
    const key = `${linkId}:${visitorHash}`;
    if (this.recent.has(key)) return false;
    this.recent.add(key);
    try {
      await this.db.manager.insert(ShareLinkVisitOrmEntity, {
        id: newId(),
        shareLinkId: linkId,
        day: dayOf(at),
        hour,
        visitorHash,
        createdAt: at,
      });
    } catch (error) {
      if (uniqueViolation(error)) return false;
      this.recent.delete(key);
      throw error;
    }
    await this.db.manager.increment(ShareLinkOrmEntity, { id: linkId }, 'viewCount', 1);
    return true;
  }

  async recordDownload(linkId: string, at: Date): Promise<void> {
    const day = dayOf(at);
    const m = this.db.manager;
    await m.increment(ShareLinkOrmEntity, { id: linkId }, 'downloadCount', 1);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const updated = await m.increment(ShareLinkDownloadOrmEntity, { shareLinkId: linkId, day }, 'downloads', 1);
      if ((updated.affected ?? 0) > 0) return;
      try {
        await m.insert(ShareLinkDownloadOrmEntity, { id: newId(), shareLinkId: linkId, day, downloads: 1 });
        return;
      } catch (error) {
        if (!uniqueViolation(error)) throw error;
      }
    }
  }

  async deleteVisitsBefore(day: string): Promise<number> {
    return (await this.db.manager.delete(ShareLinkVisitOrmEntity, { day: LessThan(day) })).affected ?? 0;
  }

  async days(linkId: string, fromDay: string): Promise<ShareLinkDay[]> {
    const views: { day: string; views: number | string; visitors: number | string }[] = await this.db.manager
      .createQueryBuilder(ShareLinkVisitOrmEntity, 'v')
      .select('v.day', 'day')
      .addSelect('COUNT(*)', 'views')
      .addSelect('COUNT(DISTINCT v.visitorHash)', 'visitors')
      .where('v.shareLinkId = :linkId AND v.day >= :fromDay', { linkId, fromDay })
      .groupBy('v.day')
      .getRawMany();
    const downloads = await this.db.manager.find(ShareLinkDownloadOrmEntity, {
      where: { shareLinkId: linkId, day: MoreThanOrEqual(fromDay) },
    });
    const byDay = new Map<string, ShareLinkDay>();
    const entry = (date: string) =>
      byDay.get(date) ?? byDay.set(date, { date, views: 0, uniqueVisitors: 0, downloads: 0 }).get(date)!;
    for (const v of views) Object.assign(entry(v.day), { views: Number(v.views), uniqueVisitors: Number(v.visitors) });
    for (const d of downloads) entry(d.day).downloads = d.downloads;
    return [...byDay.values()].sort((a, b) => a.date.localeCompare(b.date));
  }
}

/** One random salt per UTC day in the database (shared by replicas); yesterday's and older are deleted. */
@Injectable()
export class TypeormVisitorSalts extends VisitorSalts {
  private current: { day: string; salt: string } | null = null;

  constructor(private readonly db: TransactionalEntityManager) {
    super();
  }

  async forDay(day: string): Promise<string> {
    if (this.current?.day === day) return this.current.salt;
    const m = this.db.manager;
    let row = await m.findOneBy(VisitorSaltOrmEntity, { day });
    if (!row) {
      try {
        await m.insert(VisitorSaltOrmEntity, { day, salt: newSecret() });
      } catch (error) {
        if (!uniqueViolation(error)) throw error;
      }
      row = await m.findOneByOrFail(VisitorSaltOrmEntity, { day });
      await m.delete(VisitorSaltOrmEntity, { day: LessThan(day) });
    }
    this.current = { day, salt: row.salt };
    return row.salt;
  }
}
