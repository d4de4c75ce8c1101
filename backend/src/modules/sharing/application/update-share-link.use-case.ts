import { Injectable } from '@nestjs/common';
import type { ShareLinkMode, UpdateShareLinkRequest } from '@resume/contracts';
import { Clock } from '../../../shared/application/clock';
import { TransactionRunner } from '../../../shared/application/transaction-runner';
import { DomainError } from '../../../shared/domain/domain-error';
import { checkBodyId } from '../../../shared/domain/updates';
import { expiryOf, pausedAtOf } from '../domain/link-controls';
import { codedLinkWarnings } from '../domain/public-resume';
import { Frozen, OwnedShareLink, ShareLink, withNewCode } from '../domain/share-link';
import { ShareCodeGuesses } from './ports/share-code-guesses';
import { ShareLinkRepository } from './ports/share-link.repository';
import { SharedContent } from './ports/shared-content';
import { ShareFreezer } from './share-freezer';

/**
 * Edit Security (spec 4): a new code or none; sending one (even the same) also clears the wrong-code counts, the
 * clients' waits and the lock. The mode: 'frozen' keeps the version of now (a frozen link keeps its own; refreshing
 * is RefreshShareLink), 'live' lets the version go (deleted once no link shows it). `paused` and `expiresAt` are the
 * link controls (domain/link-controls.ts): an expiry is checked against now, even an unchanged one sent again.
 */
@Injectable()
export class UpdateShareLink {
  constructor(
    private readonly links: ShareLinkRepository,
    private readonly content: SharedContent,
    private readonly clock: Clock,
    private readonly guesses: ShareCodeGuesses,
    private readonly transaction: TransactionRunner,
    private readonly freezer: ShareFreezer,
  ) {}

  async execute(userId: string, id: string, input: UpdateShareLinkRequest & { id?: string }): Promise<OwnedShareLink> {
    checkBodyId(input.id, id);
    const found = await this.links.findOwned(userId, id);
    if (!found) throw new DomainError('NOT_FOUND');
    const now = this.clock.now();
    const coded =
      input.securityCode !== undefined ? withNewCode(found, input.securityCode, now) : { ...found, updatedAt: now };
    const edited = {
      ...coded,
      noindex: input.noindex ?? coded.noindex,
      allowPdfDownload: input.allowPdfDownload ?? coded.allowPdfDownload,
      pausedAt: pausedAtOf(coded, input.paused, now),
      expiresAt: input.expiresAt === undefined ? coded.expiresAt : expiryOf(input.expiresAt, now),
    };
    const link = await this.transaction.run(async () => {
      const next = { ...edited, frozen: await this.frozenFor(edited, input.mode, now) };
      await this.links.updateOwned(next);
      await this.freezer.release(found.frozen, next.frozen);
      if (input.securityCode !== undefined) await this.guesses.reset(next.id);
      return next;
    });
    const filter = link.filterId ? await this.content.filter(userId, link.filterId) : null;
    // A coded link while /r/{username} shows the same resume without a code (docs/decisions/0013-privacy.md).
    const owner = link.securityCode ? await this.content.owner(userId) : null;
    return { link, filterName: filter?.name ?? null, warnings: owner ? codedLinkWarnings(link, owner) : [] };
  }

  /** The link's frozen state after the edit: unchanged unless the mode changes. */
  private async frozenFor(link: ShareLink, mode: ShareLinkMode | undefined, now: Date): Promise<Frozen | null> {
    if (mode === 'live') return null;
    if (mode !== 'frozen' || link.frozen) return link.frozen;
    const owner = await this.content.owner(link.userId);
    if (!owner) throw new DomainError('NOT_FOUND');
    return this.freezer.freeze(link, owner, now);
  }
}
