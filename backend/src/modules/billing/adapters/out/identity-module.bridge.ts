import { Injectable } from '@nestjs/common';
import { type Account, IdentityModuleApi } from '../../../identity/application/identity.module-api';
import { AccountPlans, AccountSummary } from '../../application/ports/account-plans';
import type { UserSubscription } from '../../domain/subscription-state';

const summary = (user: Account): AccountSummary => ({
  id: user.id,
  email: user.email,
  plan: user.plan,
  subscriptionStatus: user.subscriptionStatus,
});

/** Billing's port answered by identity's module API: the plan and status stay identity's columns. */
@Injectable()
export class IdentityModuleBridge extends AccountPlans {
  constructor(private readonly identity: IdentityModuleApi) {
    super();
  }

  async byId(userId: string): Promise<AccountSummary | null> {
    const user = await this.identity.account(userId);
    return user ? summary(user) : null;
  }

  async byEmail(email: string): Promise<AccountSummary | null> {
    const user = await this.identity.accountByEmail(email);
    return user ? summary(user) : null;
  }

  async setSubscription(userId: string, subscription: UserSubscription): Promise<void> {
    await this.identity.setSubscription(userId, subscription);
  }
}
