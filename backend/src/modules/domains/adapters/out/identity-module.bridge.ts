import { Injectable } from '@nestjs/common';
import { servesPaidFeatures } from '@resume/contracts';
import type { User } from '@resume/contracts';
import { Clock } from '../../../../shared/application/clock';
import { IdentityModuleApi } from '../../../identity/application/identity.module-api';
import { DomainAccount, DomainAccounts } from '../../application/ports/domain-accounts';
import { SubdomainOwnerReadModel } from './read-models/subdomain-owner.read-model';

/** The domains module's accounts port answered by identity's module API (and the subdomain read model). */
@Injectable()
export class IdentityModuleBridge extends DomainAccounts {
  constructor(
    private readonly identity: IdentityModuleApi,
    private readonly subdomains: SubdomainOwnerReadModel,
    private readonly clock: Clock,
  ) {
    super();
  }

  async find(userId: string): Promise<DomainAccount | null> {
    const account = await this.identity.account(userId);
    return account && { ...account, servesPaidFeatures: servesPaidFeatures(account, this.clock.now()) };
  }

  ownerOfSubdomain(subdomain: string): Promise<string | null> {
    return this.subdomains.ownerOf(subdomain);
  }

  async setNames(
    userId: string,
    names: Partial<Pick<User, 'subdomain' | 'customDomain' | 'domainSecurityCode'>>,
  ): Promise<void> {
    await this.identity.setDomainNames(userId, names);
  }
}
