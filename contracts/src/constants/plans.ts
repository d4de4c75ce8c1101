import { LIMITS } from './limits';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Spec section 1 and 9: plans, prices and subscription states. */
export const PLANS = ['free', 'premium', 'professional'] as const;
export type Plan = (typeof PLANS)[number];
export const DEFAULT_PLAN: Plan = 'free';

export const PAID_PLANS: readonly Plan[] = ['premium', 'professional'];
export const ENTITLED_SUBSCRIPTION_STATUSES = ['active', 'trialing'] as const;

export const PRICES = {
  free: { monthly: 0, yearly: 0 },
  premium: { monthly: 4.99, yearly: 49.99 },
} as const;
export const YEARLY_DISCOUNT_LABEL = 'Save 17%';
export const MONEY_BACK_GUARANTEE_DAYS = 14;
export const CUSTOM_DOMAIN_ACTIVATION = '24-48 hours';

/** A paid-feature guard requires a paid plan together with status active or trialing (spec 4). */
export function hasPaidAccess(user: { plan: Plan | string; subscriptionStatus?: string | null }): boolean {
  return (
    PAID_PLANS.includes(user.plan as Plan) &&
    (ENTITLED_SUBSCRIPTION_STATUSES as readonly string[]).includes(user.subscriptionStatus ?? '')
  );
}

/**
 * A paid plan whose last payment failed (past_due while the provider retries, unpaid after): the fix is the card, in
 * Manage Subscription, not another purchase (docs/decisions/0041-pricing-button-states.md).
 */
export function paymentPastDue(user: { plan: Plan | string; subscriptionStatus?: string | null }): boolean {
  return PAID_PLANS.includes(user.plan as Plan) && ['past_due', 'unpaid'].includes(user.subscriptionStatus ?? '');
}

/** A payment being retried: what visitors see of paid features waits LIMITS.planLapseGraceDays before it stops. */
export const GRACE_SUBSCRIPTION_STATUSES = ['past_due'] as const;

/**
 * Whether an owner's paid features still serve visitors (a link's own template, the subdomain and custom domain;
 * docs/decisions/0036-plan-lapse.md): with paid access, or on a paid plan whose payment is being retried (past_due)
 * for less than LIMITS.planLapseGraceDays since paid access ended. The owner's own paid screens follow `hasPaidAccess` alone.
 */
export function servesPaidFeatures(
  user: { plan: Plan | string; subscriptionStatus?: string | null; paidAccessEndedAt?: Date | null },
  now: Date,
): boolean {
  if (hasPaidAccess(user)) return true;
  const retrying = (GRACE_SUBSCRIPTION_STATUSES as readonly string[]).includes(user.subscriptionStatus ?? '');
  const ended = user.paidAccessEndedAt;
  return PAID_PLANS.includes(user.plan as Plan) && retrying && !!ended && now < lapseGraceEnd(ended);
}

/**
 * Whether the account may manage its share links (list, re-code, refresh, delete; docs/decisions/0036-plan-lapse.md):
 * with paid access, or after any subscription (a status is set), so a lapsed plan never traps a link in public. An
 * account that never subscribed sees Manage Share Links locked, as spec 2.3 has it; creating a link stays paid.
 */
export function managesShareLinks(user: { plan: Plan | string; subscriptionStatus?: string | null }): boolean {
  return hasPaidAccess(user) || (user.subscriptionStatus ?? null) !== null;
}

/** The end of the grace that starts when paid access ends (LIMITS.planLapseGraceDays later). */
export function lapseGraceEnd(paidAccessEndedAt: Date): Date {
  return new Date(paidAccessEndedAt.getTime() + LIMITS.planLapseGraceDays * DAY_MS);
}

/** Capitalised plan name as shown in badges. */
export function planLabel(plan: Plan | string): string {
  return plan.charAt(0).toUpperCase() + plan.slice(1);
}
