import { Injectable } from '@nestjs/common';
import { TransactionalEntityManager } from '../../../../infrastructure/database/transactional-entity-manager';
import { TypeormOwnedRepository } from '../../../../infrastructure/database/typeorm-owned.repository';
import type { ShareLinkRepository } from '../../application/ports/share-link.repository';
import type { ShareLink } from '../../domain/share-link';
import { ShareLinkOrmEntity } from './share-link.orm-entity';
import { toLink, toRow } from './share-link.rows';

@Injectable()
export class TypeormShareLinkRepository
  extends TypeormOwnedRepository<ShareLink, ShareLinkOrmEntity>
  implements ShareLinkRepository
{
  constructor(db: TransactionalEntityManager) {
    super(db, { entity: ShareLinkOrmEntity, toEntity: toLink, toRow });
  }

  /**
   * The owner's columns only. The counters (views, downloads, wrong codes, the lock) change by their own atomic
   * updates while the owner edits; writing back the values read here would undo those counted meanwhile.
   */
  async updateOwned(link: ShareLink): Promise<void> {
    const { viewCount: _v, downloadCount: _d, failedAttempts: _f, lockedAt: _l, ...owned } = link;
    await super.updateOwned(owned as ShareLink);
  }
}
