import { OwnedRepository } from '../../../../shared/application/owned-repository';
import type { ShareLink } from '../../domain/share-link';

export abstract class ShareLinkRepository extends OwnedRepository<ShareLink> {
  /**
   * Writes the owner's choices. Never the counters (views, downloads, wrong codes, the lock): they change only
   * through their own atomic updates (ShareAnalytics, ShareCodeGuesses), so an edit cannot undo a count.
   */
  abstract updateOwned(link: ShareLink): Promise<void>;
}
