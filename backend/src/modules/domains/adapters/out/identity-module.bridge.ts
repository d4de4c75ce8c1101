import { Injectable } from '@nestjs/common';
import type { User } from '@resume/contracts';
import { FindAccount } from '../../../identity/application/find-account.use-case';
import { SetDomainNames } from '../../../identity/application/set-domain-names.use-case';
import { DomainAccounts } from '../../application/ports/domain-accounts';
import { SubdomainOwnerReadModel } from './read-models/subdomain-owner.read-model';

/** The domains module's accounts port answered by identity's use cases (and the subdomain read model). */
@Injectable()
export class IdentityModuleBridge extends DomainAccounts {
  constructor(
    private readonly accounts: FindAccount,
    private readonly names: SetDomainNames,
    private readonly subdomains: SubdomainOwnerReadModel,
  ) {
    super();
  }

  find(userId: string): Promise<User | null> {
    return this.accounts.byId(userId);
  }

  ownerOfSubdomain(subdomain: string): Promise<string | null> {
    return this.subdomains.ownerOf(subdomain);
  }

  async setNames(
    userId: string,
    names: Partial<Pick<User, 'subdomain' | 'customDomain' | 'domainSecurityCode'>>,
  ): Promise<void> {
    await this.names.execute(userId, names);
  }
}
