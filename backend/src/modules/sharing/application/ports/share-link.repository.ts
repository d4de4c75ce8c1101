import { OwnedRepository } from '../../../../shared/application/owned-repository';
import type { ShareLink } from '../../domain/share-link';

/** A link as a visit reads it, with a stamp that changes whenever anything the page shows changes. */
export interface LinkForVisit {
  link: ShareLink;
  /** The link's, resume's, owner's, filter's and template's last-change times, joined: a cache key. */
  version: string;
}

export abstract class ShareLinkRepository extends OwnedRepository<ShareLink> {
  /** One query: the link by its public id and the version stamp of what it shows. */
  abstract findForVisit(shareableId: string): Promise<LinkForVisit | null>;
  /**
   * Writes the owner's choices. Never the counters (views, downloads, wrong codes, the lock): they change only
   * through their own atomic updates (ShareAnalytics, ShareCodeGuesses), so an edit cannot undo a count.
   */
  abstract updateOwned(link: ShareLink): Promise<void>;
}
