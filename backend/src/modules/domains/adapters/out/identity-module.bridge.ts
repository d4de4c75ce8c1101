import { Injectable } from '@nestjs/common';
import { servesPaidFeatures } from '@resume/contracts';
import type { User } from '@resume/contracts';
import { Clock } from '../../../../shared/application/clock';
import { FindAccount } from '../../../identity/application/find-account.use-case';
import { SetDomainNames } from '../../../identity/application/set-domain-names.use-case';
import { DomainAccount, DomainAccounts } from '../../application/ports/domain-accounts';
import { SubdomainOwnerReadModel } from './read-models/subdomain-owner.read-model';

/** The domains module's accounts port answered by identity's use cases (and the subdomain read model). */
@Injectable()
export class IdentityModuleBridge extends DomainAccounts {
  constructor(
    private readonly accounts: FindAccount,
    private readonly names: SetDomainNames,
    private readonly subdomains: SubdomainOwnerReadModel,
    private readonly clock: Clock,
  ) {
    super();
  }

  async find(userId: string): Promise<DomainAccount | null> {
    const account = await this.accounts.byId(userId);
    return account && { ...account, servesPaidFeatures: servesPaidFeatures(account, this.clock.now()) };
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
