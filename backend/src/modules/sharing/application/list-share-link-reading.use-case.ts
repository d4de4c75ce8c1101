import { Injectable } from '@nestjs/common';
import type { ShareLinkReading } from '@resume/contracts';
import { LinkReadings } from './ports/reading';

/** GET /api/share-links/reading: the owner's links that were opened, read, or had their notices switched (0053). */
@Injectable()
export class ListShareLinkReading {
  constructor(private readonly readings: LinkReadings) {}

  execute(userId: string): Promise<ShareLinkReading[]> {
    return this.readings.summaries(userId);
  }
}
