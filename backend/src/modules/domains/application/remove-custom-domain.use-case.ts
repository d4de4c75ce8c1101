import { Injectable } from '@nestjs/common';
import { DomainAccounts } from './ports/domain-accounts';
import { DomainRepository } from './ports/domain.repository';

@Injectable()
export class RemoveCustomDomain {
  constructor(
    private readonly accounts: DomainAccounts,
    private readonly domains: DomainRepository,
  ) {}

  async execute(userId: string): Promise<void> {
    await this.domains.remove(userId);
    await this.accounts.setNames(userId, { customDomain: null });
  }
}
