import { SUBSCRIPTION_STATUSES } from '@resume/contracts';
import type { BillingInterval, Plan, SubscriptionStatus } from '@resume/contracts';
import { findPrice, PlanPriceIds } from './plan-catalogue';

/** The subscription as the payment provider holds it now (re-read on every event, never taken from the event). */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  /** Stripe's status, as Stripe says it. */
  status: string;
  /** The price of its (first) item. */
  priceId: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/** Billing's own record of a user's payment relationship (table billing_accounts). */
export interface BillingAccount {
  userId: string;
  /** The provider's customer, created once per user. */
  customerId: string | null;
  subscriptionId: string | null;
  priceId: string | null;
  interval: BillingInterval | null;
  status: SubscriptionStatus | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  updatedAt: Date;
}

/** What the user's row in identity says: the paid-feature guard reads these two (spec 4). */
export interface UserSubscription {
  plan: Plan;
  subscriptionStatus: string | null;
}

/** A subscription that has ended for good: the user is back on Free. */
const ENDED: readonly string[] = ['canceled', 'incomplete_expired'];

export function isKnownStatus(status: string): status is SubscriptionStatus {
  return (SUBSCRIPTION_STATUSES as readonly string[]).includes(status);
}

/** A subscription that still exists (paid, trialing, or waiting for a payment), as opposed to one that ended. */
export function isLive(status: string | null): boolean {
  return status !== null && !ENDED.includes(status);
}

/**
 * The user's plan and status from a subscription: the price's plan with Stripe's status (active and trialing
 * grant the paid features; past_due, unpaid, incomplete and paused keep the plan but not the features), or Free with
 * the final status once the subscription ended, so the pricing page offers the plans again.
 */
export function userSubscriptionOf(plan: Plan, status: SubscriptionStatus): UserSubscription {
  return isLive(status) ? { plan, subscriptionStatus: status } : { plan: 'free', subscriptionStatus: status };
}

export type SyncDecision =
  { kind: 'ignore'; reason: string } | { kind: 'apply'; account: BillingAccount; user: UserSubscription };

/**
 * What a subscription as the provider holds it means for the account (held, as stored): apply its state, or ignore
 * it when it is not this customer's, its price is not one we sell, or it is an older subscription that ended while
 * a newer one is live (a late event about the old one must not end the new one).
 */
export function decideSync(
  account: BillingAccount,
  sub: ProviderSubscription,
  prices: PlanPriceIds,
  now: Date,
): SyncDecision {
  if (account.customerId === null || sub.customerId !== account.customerId)
    return { kind: 'ignore', reason: 'the subscription belongs to another customer' };
  const price = findPrice(prices, sub.priceId);
  if (!price) return { kind: 'ignore', reason: 'unknown price' };
  if (!isKnownStatus(sub.status)) return { kind: 'ignore', reason: 'unknown subscription status' };
  if (
    account.subscriptionId !== null &&
    account.subscriptionId !== sub.id &&
    isLive(account.status) &&
    !isLive(sub.status)
  ) {
    return { kind: 'ignore', reason: 'an older subscription that ended; a newer one is live' };
  }
  return {
    kind: 'apply',
    account: {
      ...account,
      subscriptionId: sub.id,
      priceId: sub.priceId,
      interval: price.interval,
      status: sub.status,
      currentPeriodEnd: sub.currentPeriodEnd,
      cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
      updatedAt: now,
    },
    user: userSubscriptionOf(price.plan, sub.status),
  };
}
