import { Injectable } from '@nestjs/common';
import { isUnfurler, READING_LIMITS } from '@resume/contracts';
import { Clock } from '../../../shared/application/clock';
import { DomainError } from '../../../shared/domain/domain-error';
import { boundReading } from '../domain/reading';
import { LinksForVisit } from './ports/links-for-visit';
import { LinkReadings, VisitTokens } from './ports/reading';

export interface ReadBeacon {
  shareableId: string;
  /** The form's fields as sent: anything, checked here. */
  token: unknown;
  seconds: unknown;
  depth: unknown;
  /** The signed-in user, if any: the owner's own reading is not kept. */
  viewerId: string | null;
  userAgent: string;
}

/** 'ignored': a robot's or the owner's beacon, answered like any other and kept nowhere. */
export type ReadBeaconOutcome = 'recorded' | 'ignored';

/**
 * POST /s/{id}/read, the public page's beacon (docs/decisions/0053-read-notices.md): anyone may send it, so
 * everything is checked: the visit token (signed for this link, at most READING_LIMITS.tokenTtlMs old), whole
 * numbers (the time clamped to the limit and to the page's age, the depth to 100 %), at most
 * READING_LIMITS.beaconsPerVisit per visit (READ_VISIT_LIMIT after). A visit keeps its largest values, so a
 * replayed beacon changes nothing. The per-client rate limit is the adapter's.
 */
@Injectable()
export class RecordRead {
  constructor(
    private readonly tokens: VisitTokens,
    private readonly links: LinksForVisit,
    private readonly readings: LinkReadings,
    private readonly clock: Clock,
  ) {}

  async execute(beacon: ReadBeacon): Promise<ReadBeaconOutcome> {
    const now = this.clock.now();
    const ticket =
      typeof beacon.token === 'string' && beacon.token.length <= 200
        ? this.tokens.verify(beacon.shareableId, beacon.token, now)
        : null;
    if (!ticket) throw new DomainError('READ_VISIT_INVALID');
    const { seconds, depth } = boundReading(beacon.seconds, beacon.depth, ticket.issuedAt, now);
    if (isUnfurler(beacon.userAgent)) return 'ignored';
    const found = await this.links.findForVisit(beacon.shareableId);
    if (!found) throw new DomainError('SHARE_LINK_INVALID');
    if (beacon.viewerId === found.link.userId) return 'ignored';
    const outcome = await this.readings.record(
      { visitId: ticket.visitId, shareLinkId: found.link.id, seconds, depth },
      READING_LIMITS.beaconsPerVisit,
      now,
    );
    if (outcome === 'limit') throw new DomainError('READ_VISIT_LIMIT');
    return 'recorded';
  }
}
