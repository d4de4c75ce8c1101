import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/application/clock';
import { ShareAnalytics } from './ports/share-analytics';
import { LinksForVisit } from './ports/links-for-visit';

/**
 * Counts a PDF download of a shared resume (sharing's public download route, /s/{id}/pdf): not the owner's own.
 * Returns false for an unknown link. Access (code, pass) is for the caller to have checked with OpenSharedResume.
 */
@Injectable()
export class RecordShareDownload {
  constructor(
    private readonly links: LinksForVisit,
    private readonly analytics: ShareAnalytics,
    private readonly clock: Clock,
  ) {}

  async execute(shareableId: string, viewerId?: string | null): Promise<boolean> {
    const found = await this.links.findForVisit(shareableId);
    if (!found) return false;
    if (viewerId && viewerId === found.link.userId) return true;
    await this.analytics.recordDownload(found.link.id, this.clock.now());
    return true;
  }
}
