import type { ShareLink } from '../../domain/share-link';

/** A link as a visit reads it, with a stamp that changes whenever anything the page shows changes. */
export interface LinkForVisit {
  link: ShareLink;
  /** The link's, resume's, owner's, filter's and template's last-change times, joined: a cache key. */
  version: string;
  /** When the owner's paid access ended (null while it lasts): the grace of a lapse ends without a change of row. */
  paidAccessEndedAt: Date | null;
}

/**
 * The read a visit starts with. A read model, not a repository: the stamp takes other modules' last-change times
 * in the same query (adapters/out/read-models, docs/decisions/0018-read-models-and-presenters.md).
 */
export abstract class LinksForVisit {
  /** One query: the link by its public id and the version stamp of what it shows. */
  abstract findForVisit(shareableId: string): Promise<LinkForVisit | null>;
}
