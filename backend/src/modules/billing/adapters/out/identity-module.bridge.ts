import { Injectable } from '@nestjs/common';
import { ChangeSubscription } from '../../../identity/application/change-subscription.use-case';
import { FindAccount } from '../../../identity/application/find-account.use-case';
import { AccountPlans, AccountSummary } from '../../application/ports/account-plans';
import type { UserSubscription } from '../../domain/subscription-state';

const summary = (user: {
  id: string;
  email: string;
  plan: string;
  subscriptionStatus: string | null;
}): AccountSummary => ({
  id: user.id,
  email: user.email,
  plan: user.plan,
  subscriptionStatus: user.subscriptionStatus,
});

/** Billing's port answered by identity's use cases: the plan and status stay identity's columns. */
@Injectable()
export class IdentityModuleBridge extends AccountPlans {
  constructor(
    private readonly accounts: FindAccount,
    private readonly changeSubscription: ChangeSubscription,
  ) {
    super();
  }

  async byId(userId: string): Promise<AccountSummary | null> {
    const user = await this.accounts.byId(userId);
    return user ? summary(user) : null;
  }

  async byEmail(email: string): Promise<AccountSummary | null> {
    const user = await this.accounts.byEmail(email);
    return user ? summary(user) : null;
  }

  async setSubscription(userId: string, subscription: UserSubscription): Promise<void> {
    await this.changeSubscription.execute(userId, subscription);
  }
}
