import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { TransactionalEntityManager } from '../../../../infrastructure/database/transactional-entity-manager';
import { uniqueViolation } from '../../../../infrastructure/database/unique-violation';
import { newId } from '../../../../shared/domain/random';
import type { ShareCodeGuesses } from '../../application/ports/share-code-guesses';
import type { ClientGuesses, WrongCode } from '../../domain/share-code-guessing';
import type { ShareLink } from '../../domain/share-link';
import { ShareCodeFailureOrmEntity, ShareLinkOrmEntity } from './share-link.orm-entity';

/** Thrown inside the transaction to roll back the link's count when the client's count changed meanwhile. */
class LostRace extends Error {}

/**
 * share_links.failedAttempts/lockedAt and share_code_failures, changed together in one transaction with a
 * compare-and-set on each: two wrong codes racing (on any replica) never both count from the same value.
 */
@Injectable()
export class TypeormShareCodeGuesses implements ShareCodeGuesses {
  constructor(private readonly db: TransactionalEntityManager) {}

  async ofClient(linkId: string, clientKey: string): Promise<ClientGuesses | null> {
    const row = await this.db.manager.findOneBy(ShareCodeFailureOrmEntity, { shareLinkId: linkId, clientKey });
    return row ? { failures: row.failures, waits: row.waits, waitUntil: row.waitUntil } : null;
  }

  async recordWrongCode(link: ShareLink, clientKey: string, before: ClientGuesses | null, outcome: WrongCode): Promise<boolean> {
    try {
      return await this.db.run(async () => {
        const m = this.db.manager;
        // The link first, in every transaction alike: its row lock orders all wrong codes on the link.
        const counted = await m.update(
          ShareLinkOrmEntity,
          { id: link.id, failedAttempts: link.failedAttempts, lockedAt: IsNull() },
          { failedAttempts: outcome.failedAttempts, lockedAt: outcome.lockedAt },
        );
        if ((counted.affected ?? 0) !== 1) return false;
        const client = { failures: outcome.client.failures, waits: outcome.client.waits, waitUntil: outcome.client.waitUntil, updatedAt: outcome.at };
        if (before) {
          const updated = await m.update(ShareCodeFailureOrmEntity, { shareLinkId: link.id, clientKey, failures: before.failures }, client);
          if ((updated.affected ?? 0) !== 1) throw new LostRace();
        } else {
          await m.insert(ShareCodeFailureOrmEntity, { id: newId(), shareLinkId: link.id, clientKey, ...client });
        }
        return true;
      });
    } catch (error) {
      if (error instanceof LostRace || uniqueViolation(error)) return false;
      throw error;
    }
  }

  async reset(linkId: string): Promise<void> {
    await this.db.run(async () => {
      await this.db.manager.update(ShareLinkOrmEntity, { id: linkId }, { failedAttempts: 0, lockedAt: null });
      await this.db.manager.delete(ShareCodeFailureOrmEntity, { shareLinkId: linkId });
    });
  }
}
