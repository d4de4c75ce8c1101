import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../shared/domain/domain-error';
import { normaliseSubdomain } from '../domain/subdomain-name';
import { DeploymentHosts } from './own-hosts';
import { DomainAccounts } from './ports/domain-accounts';

/** A subdomain of APP_DOMAIN is ours to give: it serves at once, first come first served. */
@Injectable()
export class ClaimSubdomain {
  constructor(
    private readonly accounts: DomainAccounts,
    private readonly hosts: DeploymentHosts,
  ) {}

  async execute(userId: string, typed: string): Promise<void> {
    if (this.hosts.own.appDomain === null) throw new DomainError('SUBDOMAINS_DISABLED');
    const subdomain = normaliseSubdomain(typed);
    const owner = await this.accounts.ownerOfSubdomain(subdomain);
    if (owner !== null && owner !== userId) throw new DomainError('SUBDOMAIN_TAKEN');
    await this.accounts.setNames(userId, { subdomain });
  }
}
