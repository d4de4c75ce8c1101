import { Injectable } from '@nestjs/common';
import type { Plan } from '@resume/contracts';
import { ChangeSubscription } from '../../application/change-subscription.use-case';
import { FindAccount } from '../../application/find-account.use-case';
import {
  type Account,
  type DomainNames,
  IdentityModuleApi,
  type ProfileFields,
} from '../../application/identity.module-api';
import { SetDomainNames } from '../../application/set-domain-names.use-case';
import { SetLinkedInId } from '../../application/set-linkedin-id.use-case';
import { UpdateProfile } from '../../application/update-profile.use-case';
import type { User } from '../../domain/user';
import { toUserJson } from './user.presenter';

/** The account as other modules read it: as the API shows it, with when paid access last ended. */
const toAccount = (user: User | null): Account | null =>
  user && { ...toUserJson(user), paidAccessEndedAt: user.paidAccessEndedAt };

/** Other modules drive the identity use cases through here, as the controllers do, and get what the API would show. */
@Injectable()
export class IdentityModuleApiAdapter extends IdentityModuleApi {
  constructor(
    private readonly accounts: FindAccount,
    private readonly profile: UpdateProfile,
    private readonly subscription: ChangeSubscription,
    private readonly linkedinId: SetLinkedInId,
    private readonly domainNames: SetDomainNames,
  ) {
    super();
  }

  async account(userId: string): Promise<Account | null> {
    return toAccount(await this.accounts.byId(userId));
  }

  async accountByEmail(email: string): Promise<Account | null> {
    return toAccount(await this.accounts.byEmail(email));
  }

  async updateProfile(userId: string, fields: ProfileFields): Promise<void> {
    await this.profile.execute(userId, fields);
  }

  async setSubscription(
    userId: string,
    subscription: { plan: Plan; subscriptionStatus: string | null },
  ): Promise<void> {
    await this.subscription.execute(userId, subscription);
  }

  setLinkedInId(userId: string, linkedinId: string | null): Promise<void> {
    return this.linkedinId.execute(userId, linkedinId);
  }

  setDomainNames(userId: string, names: DomainNames): Promise<void> {
    return this.domainNames.execute(userId, names);
  }
}
