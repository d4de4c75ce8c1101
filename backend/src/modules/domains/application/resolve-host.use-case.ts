import { Injectable } from '@nestjs/common';
import { ALWAYS_APP_HOSTS, type HostTarget } from '../domain/host-target';
import { DeploymentHosts } from './own-hosts';
import { DomainAccounts } from './ports/domain-accounts';
import { DomainRepository } from './ports/domain.repository';

/**
 * Which site a Host names. The app answers on its own host and the loopback; a claimed subdomain or a verified
 * custom domain is that person's resume (or, once their paid plan lapsed, a page saying it moved); any other name is unknown (421) once this deployment serves customer
 * names at all (APP_DOMAIN set or a domain verified). Before that, every Host is the app, as it always was.
 */
@Injectable()
export class ResolveHost {
  private readonly appHosts: Set<string>;

  constructor(
    private readonly accounts: DomainAccounts,
    private readonly domains: DomainRepository,
    private readonly hosts: DeploymentHosts,
  ) {
    const { appHost, appDomain } = hosts.own;
    this.appHosts = new Set([appHost, ...ALWAYS_APP_HOSTS, ...(appDomain ? [appDomain] : [])]);
  }

  async execute(hostname: string): Promise<HostTarget> {
    const host = hostname.trim().toLowerCase().replace(/\.$/, '');
    if (this.appHosts.has(host)) return { kind: 'app' };
    const appDomain = this.hosts.own.appDomain;
    let userId: string | null;
    if (appDomain !== null && host.endsWith(`.${appDomain}`)) {
      const label = host.slice(0, -appDomain.length - 1);
      userId = label.includes('.') ? null : await this.accounts.ownerOfSubdomain(label);
    } else {
      userId = await this.domains.verifiedOwnerOf(host);
    }
    if (userId !== null) {
      const user = await this.accounts.find(userId);
      if (user && !user.servesPaidFeatures)
        return { kind: 'moved', userId, publicUsername: user.publicPage ? user.username : null };
      if (user) return { kind: 'resume', userId, username: user.username };
    }
    if (appDomain === null && !(await this.domains.anyVerified())) return { kind: 'app' };
    return { kind: 'unknown' };
  }
}
