import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { TransactionalEntityManager } from '../../../../infrastructure/database/transactional-entity-manager';
import { newId } from '../../../../shared/domain/random';
import type { GuessState, ShareCodeGuesses, Weighed } from '../../application/ports/share-code-guesses';
import type { ClientGuesses } from '../../domain/share-code-guessing';
import { ShareCodeFailureOrmEntity, ShareLinkOrmEntity } from './share-link.orm-entity';

/**
 * share_links.failedAttempts/lockedAt and share_code_failures. An attempt runs in one transaction that first
 * takes the link's row (an UPDATE: InnoDB's row lock on MySQL/MariaDB; sql.js runs one transaction at a time), so
 * attempts on a link are weighed one after the other on every replica, and the client rows, only ever written
 * under that lock, need no compare-and-set of their own.
 */
@Injectable()
export class TypeormShareCodeGuesses implements ShareCodeGuesses {
  constructor(private readonly db: TransactionalEntityManager) {}

  async ofClient(linkId: string, clientKey: string): Promise<ClientGuesses | null> {
    const row = await this.db.manager.findOneBy(ShareCodeFailureOrmEntity, { shareLinkId: linkId, clientKey });
    return row ? { failures: row.failures, waits: row.waits, waitUntil: row.waitUntil } : null;
  }

  weigh<T>(linkId: string, clientKey: string, decide: (state: GuessState | null) => Weighed<T>): Promise<T> {
    return this.db.run(async () => {
      const m = this.db.manager;
      // Takes the row (and with it the right to weigh a code) unless the link is locked; the +1 is set right below.
      const held = await m
        .createQueryBuilder()
        .update(ShareLinkOrmEntity)
        .set({ failedAttempts: () => 'failedAttempts + 1' })
        .where({ id: linkId, lockedAt: IsNull() })
        .execute();
      if ((held.affected ?? 0) !== 1) return decide(null).result;
      const link = await m.findOneOrFail(ShareLinkOrmEntity, {
        select: { failedAttempts: true, securityCode: true },
        where: { id: linkId },
      });
      const before = link.failedAttempts - 1;
      const client = await this.ofClient(linkId, clientKey);
      const { result, wrong } = decide({ failedAttempts: before, securityCode: link.securityCode, client });
      if (!wrong) {
        await m.update(ShareLinkOrmEntity, { id: linkId }, { failedAttempts: before });
        return result;
      }
      await m.update(
        ShareLinkOrmEntity,
        { id: linkId },
        { failedAttempts: wrong.failedAttempts, lockedAt: wrong.lockedAt },
      );
      const counts = {
        failures: wrong.client.failures,
        waits: wrong.client.waits,
        waitUntil: wrong.client.waitUntil,
        updatedAt: wrong.at,
      };
      if (client) await m.update(ShareCodeFailureOrmEntity, { shareLinkId: linkId, clientKey }, counts);
      else await m.insert(ShareCodeFailureOrmEntity, { id: newId(), shareLinkId: linkId, clientKey, ...counts });
      return result;
    });
  }

  async reset(linkId: string): Promise<void> {
    await this.db.run(async () => {
      await this.db.manager.update(ShareLinkOrmEntity, { id: linkId }, { failedAttempts: 0, lockedAt: null });
      await this.db.manager.delete(ShareCodeFailureOrmEntity, { shareLinkId: linkId });
    });
  }
}
