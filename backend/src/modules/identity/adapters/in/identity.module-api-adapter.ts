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

/** Other modules drive the identity use cases through here, as the controllers do. */
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

  account(userId: string): Promise<Account | null> {
    return this.accounts.byId(userId);
  }

  accountByEmail(email: string): Promise<Account | null> {
    return this.accounts.byEmail(email);
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
