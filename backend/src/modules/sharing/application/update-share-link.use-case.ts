import { Injectable } from '@nestjs/common';
import type { UpdateShareLinkRequest } from '@resume/contracts';
import { Clock } from '../../../shared/application/clock';
import { TransactionRunner } from '../../../shared/application/transaction-runner';
import { DomainError } from '../../../shared/domain/domain-error';
import { checkBodyId } from '../../../shared/domain/updates';
import { codedLinkWarnings } from '../domain/public-resume';
import { OwnedShareLink, withNewCode } from '../domain/share-link';
import { ShareCodeGuesses } from './ports/share-code-guesses';
import { ShareLinkRepository } from './ports/share-link.repository';
import { SharedContent } from './ports/shared-content';

/**
 * Edit Security (spec 4): a new code or none; sending one (even the same) also clears the wrong-code counts, the
 * clients' waits and the lock.
 */
@Injectable()
export class UpdateShareLink {
  constructor(
    private readonly links: ShareLinkRepository,
    private readonly content: SharedContent,
    private readonly clock: Clock,
    private readonly guesses: ShareCodeGuesses,
    private readonly transaction: TransactionRunner,
  ) {}

  async execute(userId: string, id: string, input: UpdateShareLinkRequest & { id?: string }): Promise<OwnedShareLink> {
    checkBodyId(input.id, id);
    const found = await this.links.findOwned(userId, id);
    if (!found) throw new DomainError('NOT_FOUND');
    const now = this.clock.now();
    let link =
      input.securityCode !== undefined ? withNewCode(found, input.securityCode, now) : { ...found, updatedAt: now };
    link = {
      ...link,
      noindex: input.noindex ?? link.noindex,
      allowPdfDownload: input.allowPdfDownload ?? link.allowPdfDownload,
    };
    await this.transaction.run(async () => {
      await this.links.updateOwned(link);
      if (input.securityCode !== undefined) await this.guesses.reset(link.id);
    });
    const filter = link.filterId ? await this.content.filter(userId, link.filterId) : null;
    // A coded link while /r/{username} shows the same resume without a code (docs/decisions/0013-privacy.md).
    const owner = link.securityCode ? await this.content.owner(userId) : null;
    return { link, filterName: filter?.name ?? null, warnings: owner ? codedLinkWarnings(link, owner) : [] };
  }
}
