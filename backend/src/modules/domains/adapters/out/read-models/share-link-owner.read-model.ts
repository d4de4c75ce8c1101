import { Injectable } from '@nestjs/common';
import { TransactionalEntityManager } from '../../../../../infrastructure/database/transactional-entity-manager';
import { ShareLinkOwners } from '../../../application/ports/share-link-owners';

/**
 * The owner of a share link, by sharing's unique shareableId index: one column on every /s/{id} request to a
 * customer's host. A read model (docs/decisions/0018): sharing exports no look-up this small.
 */
@Injectable()
export class ShareLinkOwnerReadModel extends ShareLinkOwners {
  constructor(private readonly db: TransactionalEntityManager) {
    super();
  }

  async ownerOf(shareableId: string): Promise<string | null> {
    const rows: { userId: string }[] = await this.db.manager.query(
      'SELECT userId FROM share_links WHERE shareableId = ?',
      [shareableId],
    );
    return rows[0]?.userId ?? null;
  }
}
