import type { User } from '@resume/contracts';
import { AppConfig } from '../../../../config/app-config';
import { DomainError } from '../../../../shared/domain/domain-error';
import { AdjustableClock } from '../../../../shared/testing/adjustable-clock';
import { anAccount } from '../../../../shared/testing/resume-fixtures';
import type { CustomDomain } from '../../domain/custom-domain';
import { DeploymentHosts } from '../own-hosts';
import { DnsTxtResolver } from '../ports/dns-txt.resolver';
import { DomainAccount, DomainAccounts } from '../ports/domain-accounts';
import { DomainRepository } from '../ports/domain.repository';
import { VerifyCustomDomain } from '../verify-custom-domain.use-case';

/** In-memory fakes of the domains module's ports, for use-case unit tests. */

/** Identity's accounts: u1 (ada, paying) and u2 (bob, paying). */
export class InMemoryDomainAccounts extends DomainAccounts {
  readonly rows = new Map<string, DomainAccount>([
    ['u1', { ...anAccount(), servesPaidFeatures: true }],
    ['u2', { ...anAccount({ id: 'u2', username: 'bob', email: 'bob@example.com' }), servesPaidFeatures: true }],
  ]);
  async find(userId: string) {
    return this.rows.get(userId) ?? null;
  }
  async ownerOfSubdomain(subdomain: string) {
    return [...this.rows.values()].find((u) => u.subdomain === subdomain)?.id ?? null;
  }
  async setNames(userId: string, names: Partial<Pick<User, 'subdomain' | 'customDomain' | 'domainSecurityCode'>>) {
    const owner = names.subdomain ? await this.ownerOfSubdomain(names.subdomain) : null;
    if (owner !== null && owner !== userId) throw new DomainError('SUBDOMAIN_TAKEN');
    const user = this.rows.get(userId);
    if (user) this.rows.set(userId, { ...user, ...names });
  }
}

export class InMemoryDomains extends DomainRepository {
  readonly rows = new Map<string, CustomDomain>();
  async find(userId: string) {
    return this.rows.get(userId) ?? null;
  }
  async save(domain: CustomDomain) {
    const owner = await this.verifiedOwnerOf(domain.domain);
    if (owner !== null && owner !== domain.userId) throw new DomainError('DOMAIN_TAKEN');
    this.rows.set(domain.userId, domain);
  }
  async remove(userId: string) {
    this.rows.delete(userId);
  }
  async verifiedOwnerOf(domain: string) {
    return [...this.rows.values()].find((d) => d.domain === domain && d.state === 'verified')?.userId ?? null;
  }
  async anyVerified() {
    return [...this.rows.values()].some((d) => d.state === 'verified');
  }
  async checkedBefore(checkedBefore: Date, limit: number) {
    return [...this.rows.values()]
      .filter((d) => d.lastCheckedAt === null || d.lastCheckedAt < checkedBefore)
      .sort((a, b) => (a.lastCheckedAt?.getTime() ?? 0) - (b.lastCheckedAt?.getTime() ?? 0))
      .slice(0, limit);
  }
}

/** TXT records by name; the names asked for, in order. */
export class FakeDns extends DnsTxtResolver {
  readonly records = new Map<string, string[]>();
  readonly asked: string[] = [];
  async txt(name: string) {
    this.asked.push(name);
    return this.records.get(name) ?? [];
  }
}

/** The fakes wired as the module wires them: the app on cv.example.com, subdomains of `appDomain`. */
export function domainsFakes(appDomain: string | null = 'cv.example.com') {
  const config = Object.assign(new AppConfig(), {
    domains: { appDomain, appHost: 'cv.example.com', dnsServers: [], checkIntervalMs: 0 },
  });
  const clock = new AdjustableClock();
  const accounts = new InMemoryDomainAccounts();
  const domains = new InMemoryDomains();
  const dns = new FakeDns();
  const hosts = new DeploymentHosts(config);
  const verify = new VerifyCustomDomain(accounts, domains, dns, clock);
  return { clock, accounts, domains, dns, hosts, verify };
}
