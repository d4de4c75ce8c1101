import { Injectable } from '@nestjs/common';
import { SHARE_ANALYTICS } from '@resume/contracts';
import type { ShareLinkAnalytics, ShareLinkDay } from '@resume/contracts';
import { Clock } from '../../../shared/application/clock';
import { DomainError } from '../../../shared/domain/domain-error';
import { dayOf } from '../domain/share-link';
import { ShareAnalytics } from './ports/share-analytics';
import { ShareLinkRepository } from './ports/share-link.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The owner's figures for one link: the last SHARE_ANALYTICS.days days, every day listed (zeros included). */
@Injectable()
export class GetShareLinkAnalytics {
  constructor(
    private readonly links: ShareLinkRepository,
    private readonly analytics: ShareAnalytics,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, id: string): Promise<ShareLinkAnalytics> {
    const link = await this.links.findOwned(userId, id);
    if (!link) throw new DomainError('NOT_FOUND');
    const today = this.clock.now().getTime();
    const dates = Array.from({ length: SHARE_ANALYTICS.days }, (_, i) =>
      dayOf(new Date(today - (SHARE_ANALYTICS.days - 1 - i) * DAY_MS)),
    );
    const found = new Map((await this.analytics.days(link.id, dates[0])).map((d) => [d.date, d]));
    const days: ShareLinkDay[] = dates.map(
      (date) => found.get(date) ?? { date, views: 0, uniqueVisitors: 0, downloads: 0 },
    );
    const sum = (key: keyof Omit<ShareLinkDay, 'date'>) => days.reduce((n, d) => n + d[key], 0);
    return {
      id: link.id,
      views: sum('views'),
      uniqueVisitors: sum('uniqueVisitors'),
      downloads: sum('downloads'),
      days,
    };
  }
}
