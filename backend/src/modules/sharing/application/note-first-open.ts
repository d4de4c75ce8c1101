import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { MailSender } from '../../../shared/application/mail-sender';
import type { ShareLink } from '../domain/share-link';
import { firstOpenEmail } from './first-open-email';
import { LinkReadings, ReadNotices } from './ports/reading';
import { SharedContent } from './ports/shared-content';

/**
 * A counted open of a link (a view by someone other than its owner, not a robot): stamps the link's latest open,
 * and on its first one, unless the owner turned notices off for the link or the account, leaves the owner an
 * in-app notice and mails them (docs/decisions/0053-read-notices.md). The first open is decided by one atomic
 * update, so two visitors at once, or two replicas, notify once. Nothing here can fail the visitor's page.
 */
@Injectable()
export class NoteFirstOpen {
  private readonly logger = new Logger('ReadNotices');

  constructor(
    private readonly readings: LinkReadings,
    private readonly notices: ReadNotices,
    private readonly content: SharedContent,
    private readonly mail: MailSender,
    private readonly config: AppConfig,
  ) {}

  async execute(link: ShareLink, at: Date): Promise<void> {
    try {
      if (!(await this.readings.markOpened(link.id, link.userId, at))) return;
      if (!(await this.readings.linkNotifies(link.id)) || !(await this.notices.accountNotifies(link.userId))) return;
      const linkName = await this.nameOf(link);
      await this.notices.add({
        kind: 'firstOpen',
        userId: link.userId,
        shareLinkId: link.id,
        shareableId: link.shareableId,
        linkName,
        at,
      });
      const owner = await this.content.owner(link.userId);
      if (!owner) return;
      await this.mail.send(
        firstOpenEmail({ to: owner.email, at, appUrl: this.config.appUrl, shareableId: link.shareableId, linkName }),
      );
    } catch (error) {
      // The visitor's page does not depend on the notice; the open itself shows in Manage Share Links.
      const kind = error instanceof Error ? error.name : typeof error;
      this.logger.warn(`Could not note the first open of share link ${link.id}: ${kind}`);
    }
  }

  /** The filter's name as the link shows it (a frozen link's own copy); null for the complete resume. */
  private async nameOf(link: ShareLink): Promise<string | null> {
    if (link.frozen) return link.frozen.filter?.name ?? null;
    if (!link.filterId) return null;
    return (await this.content.filter(link.userId, link.filterId))?.name ?? null;
  }
}
