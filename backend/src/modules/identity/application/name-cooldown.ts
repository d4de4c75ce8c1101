import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/application/clock';
import { DomainError } from '../../../shared/domain/domain-error';
import { canonicalName, heldBack, type NameKind } from '../domain/released-name';
import { ReleasedNames } from './ports/released-names';

/**
 * The cooldown of released usernames and subdomains (docs/decisions/0036-plan-lapse.md), for the two use cases that
 * change them (UpdateProfile, SetDomainNames): a change from `before` to `after` is refused with 409
 * NAME_RECENTLY_USED while another account released `after` less than LIMITS.nameCooldownDays ago, and records
 * `before` as released by this account.
 */
@Injectable()
export class NameCooldown {
  constructor(
    private readonly released: ReleasedNames,
    private readonly clock: Clock,
  ) {}

  async check(kind: NameKind, userId: string, after: string | null | undefined, before: string | null): Promise<void> {
    if (!after || canonicalName(after) === canonicalName(before ?? '')) return;
    const found = await this.released.find(kind, canonicalName(after));
    if (heldBack(found, userId, this.clock.now())) throw new DomainError('NAME_RECENTLY_USED');
  }

  /** After the change is saved: `before` now cools down, `after` is held again. */
  async changed(
    kind: NameKind,
    userId: string,
    after: string | null | undefined,
    before: string | null,
  ): Promise<void> {
    if (after === undefined || canonicalName(after ?? '') === canonicalName(before ?? '')) return;
    if (after) await this.released.forget(kind, canonicalName(after));
    if (before)
      await this.released.release({
        kind,
        name: canonicalName(before),
        previousOwnerId: userId,
        releasedAt: this.clock.now(),
      });
  }
}
