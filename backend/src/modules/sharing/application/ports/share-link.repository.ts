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
   * Records a wrong code if nobody else did meanwhile (compare-and-set on failedAttempts): false when another
   * attempt won, and the caller reads the link again. Atomic on MySQL and sql.js alike, across replicas.
   */
  abstract recordFailure(link: ShareLink, next: Pick<ShareLink, 'failedAttempts' | 'waitUntil' | 'lockedAt'>): Promise<boolean>;
}
