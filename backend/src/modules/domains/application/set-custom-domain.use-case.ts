import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { Clock } from '../../../shared/application/clock';
import { DomainError } from '../../../shared/domain/domain-error';
import { newCustomDomain } from '../domain/custom-domain';
import { normaliseCustomDomain } from '../domain/domain-name';
import { DeploymentHosts } from './own-hosts';
import { DomainAccounts } from './ports/domain-accounts';
import { DomainRepository } from './ports/domain.repository';

/**
 * A custom domain starts pending and serves nothing until its TXT record proves it. Someone else's verified domain is
 * refused; a pending claim of another account is not in the way (it may be a squatter's).
 */
@Injectable()
export class SetCustomDomain {
  constructor(
    private readonly accounts: DomainAccounts,
    private readonly domains: DomainRepository,
    private readonly hosts: DeploymentHosts,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, typed: string): Promise<void> {
    const domain = normaliseCustomDomain(typed, this.hosts.own);
    const owner = await this.domains.verifiedOwnerOf(domain);
    if (owner !== null && owner !== userId) throw new DomainError('DOMAIN_TAKEN');
    const current = await this.domains.find(userId);
    if (current?.domain === domain) return;
    const user = await this.accounts.find(userId);
    // The code is the account's, not the domain's: a person who moves to another domain keeps the same TXT value.
    const domainSecurityCode = user?.domainSecurityCode ?? randomBytes(16).toString('hex');
    await this.domains.save(newCustomDomain(userId, domain, this.clock.now()));
    await this.accounts.setNames(userId, { customDomain: domain, domainSecurityCode });
  }
}
