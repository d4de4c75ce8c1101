import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/application/clock';
import { sha256 } from '../../../shared/domain/random';
import { dayOf } from '../domain/share-link';
import { ShareAnalytics, VisitorSalts } from './ports/share-analytics';

/** Who is visiting, as far as counting goes: the client address (req.ip, trusted proxies only) and the browser. */
export interface Visitor {
  ip: string;
  userAgent: string;
}

/**
 * Counts a view once per visitor per hour. The visitor is sha256(daily salt, address, browser): the same person
 * is one visitor within a day and cannot be recognised on the next (the salt is gone).
 */
@Injectable()
export class CountVisit {
  constructor(
    private readonly analytics: ShareAnalytics,
    private readonly salts: VisitorSalts,
    private readonly clock: Clock,
  ) {}

  async execute(linkId: string, visitor: Visitor): Promise<boolean> {
    const now = this.clock.now();
    const salt = await this.salts.forDay(dayOf(now));
    const hash = sha256(`${salt}\n${visitor.ip}\n${visitor.userAgent}`);
    return this.analytics.recordView(linkId, hash, now);
  }
}
