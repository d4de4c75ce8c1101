import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../shared/application/transaction-runner';
import { DomainError } from '../../../shared/domain/domain-error';
import { ShareLinkRepository } from './ports/share-link.repository';
import { ShareFreezer } from './share-freezer';

/** Anyone using the link loses access at once; its analytics go with it, and its frozen version if it was the last. */
@Injectable()
export class DeleteShareLink {
  constructor(
    private readonly links: ShareLinkRepository,
    private readonly freezer: ShareFreezer,
    private readonly transaction: TransactionRunner,
  ) {}

  async execute(userId: string, id: string): Promise<void> {
    await this.transaction.run(async () => {
      const link = await this.links.findOwned(userId, id);
      if (!link || !(await this.links.deleteOwned(userId, id))) throw new DomainError('NOT_FOUND');
      await this.freezer.release(link.frozen);
    });
  }
}
