import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/application/clock';
import { TransactionRunner } from '../../../shared/application/transaction-runner';
import type { DomainNames } from '../domain/user';
import { NameCooldown } from './name-cooldown';
import { UserRepository } from './ports/user.repository';

/**
 * Records the domains module's names on the account (subdomain, custom domain, the TXT code that proves it). Not
 * personal fields: PATCH /api/user refuses them; the domains module checks them before they come here.
 */
@Injectable()
export class SetDomainNames {
  constructor(
    private readonly users: UserRepository,
    private readonly clock: Clock,
    private readonly cooldown: NameCooldown,
    private readonly transaction: TransactionRunner,
  ) {}

  /**
   * DomainError SUBDOMAIN_TAKEN when another account holds the subdomain, NAME_RECENTLY_USED while another account
   * released it less than LIMITS.nameCooldownDays ago (docs/decisions/0036-plan-lapse.md); a subdomain given up
   * (released or changed) starts its own cooldown.
   */
  async execute(userId: string, names: DomainNames): Promise<void> {
    const before = names.subdomain !== undefined ? ((await this.users.findById(userId))?.subdomain ?? null) : null;
    await this.cooldown.check('subdomain', userId, names.subdomain, before);
    await this.transaction.run(async () => {
      await this.users.setDomainNames(userId, names, this.clock.now());
      await this.cooldown.changed('subdomain', userId, names.subdomain, before);
    });
  }
}
