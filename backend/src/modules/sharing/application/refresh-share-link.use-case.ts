import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/application/clock';
import { TransactionRunner } from '../../../shared/application/transaction-runner';
import { DomainError } from '../../../shared/domain/domain-error';
import type { OwnedShareLink } from '../domain/share-link';
import { ShareLinkRepository } from './ports/share-link.repository';
import { SharedContent } from './ports/shared-content';
import { ShareFreezer } from './share-freezer';

/**
 * 'Refresh' (docs/decisions/0027): a frozen link shows the resume, its filter and its template as they are now from
 * here on; the version it showed goes once no other link shows it. A live link asked to refresh becomes frozen.
 */
@Injectable()
export class RefreshShareLink {
  constructor(
    private readonly links: ShareLinkRepository,
    private readonly content: SharedContent,
    private readonly freezer: ShareFreezer,
    private readonly transaction: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, id: string): Promise<OwnedShareLink> {
    const found = await this.links.findOwned(userId, id);
    const owner = found && (await this.content.owner(userId));
    if (!found || !owner) throw new DomainError('NOT_FOUND');
    const now = this.clock.now();
    const link = await this.transaction.run(async () => {
      const next = { ...found, updatedAt: now, frozen: await this.freezer.freeze(found, owner, now) };
      await this.links.updateOwned(next);
      await this.freezer.release(found.frozen, next.frozen);
      return next;
    });
    const filter = link.filterId ? await this.content.filter(userId, link.filterId) : null;
    return { link, filterName: filter?.name ?? null, warnings: [] };
  }
}
