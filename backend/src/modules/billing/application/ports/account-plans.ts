import type { UserSubscription } from '../../domain/subscription-state';

export interface AccountSummary {
  id: string;
  email: string;
  plan: string;
  subscriptionStatus: string | null;
}

/** The user's account in identity: its plan and status are set here, through identity's own use case. */
export abstract class AccountPlans {
  abstract byId(userId: string): Promise<AccountSummary | null>;
  abstract byEmail(email: string): Promise<AccountSummary | null>;
  /** Joins the running transaction. */
  abstract setSubscription(userId: string, subscription: UserSubscription): Promise<void>;
}
