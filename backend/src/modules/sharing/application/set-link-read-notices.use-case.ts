import { Injectable } from '@nestjs/common';
import type { ShareLinkReading } from '@resume/contracts';
import { DomainError } from '../../../shared/domain/domain-error';
import { LinkReadings } from './ports/reading';
import { ShareLinkRepository } from './ports/share-link.repository';

/** PATCH /api/share-links/{id}/read-notices: one link's notices on or off; another's link is NOT_FOUND (0053). */
@Injectable()
export class SetLinkReadNotices {
  constructor(
    private readonly links: ShareLinkRepository,
    private readonly readings: LinkReadings,
  ) {}

  async execute(userId: string, id: string, notifyOnOpen: boolean): Promise<ShareLinkReading> {
    const link = await this.links.findOwned(userId, id);
    if (!link) throw new DomainError('NOT_FOUND');
    await this.readings.setLinkNotifies(link.id, userId, notifyOnOpen);
    const reading = (await this.readings.summaries(userId)).find((r) => r.id === link.id);
    return (
      reading ?? {
        id: link.id,
        firstOpenedAt: null,
        lastOpenedAt: null,
        notifyOnOpen,
        readVisits: 0,
        readSeconds: 0,
        averageDepth: null,
      }
    );
  }
}
