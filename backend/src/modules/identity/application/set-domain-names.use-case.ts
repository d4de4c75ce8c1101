import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/application/clock';
import type { DomainNames } from '../domain/user';
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
  ) {}

  /** DomainError SUBDOMAIN_TAKEN when another account holds the subdomain. */
  async execute(userId: string, names: DomainNames): Promise<void> {
    await this.users.setDomainNames(userId, names, this.clock.now());
  }
}
