import { Injectable } from '@nestjs/common';
import type { DomainOverview } from '../domain/domain-overview';
import { DomainAccounts } from './ports/domain-accounts';
import { DomainRepository } from './ports/domain.repository';

@Injectable()
export class GetDomainSettings {
  constructor(
    private readonly accounts: DomainAccounts,
    private readonly domains: DomainRepository,
  ) {}

  async execute(userId: string): Promise<DomainOverview> {
    const [user, customDomain] = await Promise.all([this.accounts.find(userId), this.domains.find(userId)]);
    return {
      subdomain: user?.subdomain ?? null,
      customDomain,
      securityCode: user?.domainSecurityCode ?? null,
    };
  }
}
