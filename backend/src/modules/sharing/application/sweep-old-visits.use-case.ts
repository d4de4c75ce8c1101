import { Injectable } from '@nestjs/common';
import { SHARE_ANALYTICS } from '@resume/contracts';
import { Clock } from '../../../shared/application/clock';
import { dayOf } from '../domain/share-link';
import { ShareAnalytics } from './ports/share-analytics';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the per-visit rows (visitor hashes) of days the analytics no longer show (SHARE_ANALYTICS.days, plus one
 * day for time zones); each link keeps its total views and downloads.
 */
@Injectable()
export class SweepOldVisits {
  constructor(
    private readonly analytics: ShareAnalytics,
    private readonly clock: Clock,
  ) {}

  execute(): Promise<number> {
    const firstKept = dayOf(new Date(this.clock.now().getTime() - SHARE_ANALYTICS.days * DAY_MS));
    return this.analytics.deleteVisitsBefore(firstKept);
  }
}
