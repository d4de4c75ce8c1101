import { Injectable } from '@nestjs/common';
import { DeploymentHosts } from './own-hosts';
import { DomainAccounts } from './ports/domain-accounts';
import { DomainRepository } from './ports/domain.repository';

/**
 * Whether a TLS terminator may get a certificate for a host: only names that serve a resume here, so nobody can make
 * the deployment ask a CA for certificates of arbitrary names pointed at it.
 */
@Injectable()
export class CheckTlsAllowed {
  constructor(
    private readonly accounts: DomainAccounts,
    private readonly domains: DomainRepository,
    private readonly hosts: DeploymentHosts,
  ) {}

  async execute(host: string): Promise<boolean> {
    const name = host.trim().toLowerCase().replace(/\.$/, '');
    const appDomain = this.hosts.own.appDomain;
    if (appDomain !== null && name.endsWith(`.${appDomain}`)) {
      const label = name.slice(0, -appDomain.length - 1);
      return !label.includes('.') && (await this.accounts.ownerOfSubdomain(label)) !== null;
    }
    return (await this.domains.verifiedOwnerOf(name)) !== null;
  }
}
