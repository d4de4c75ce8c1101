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

/** Capitalised plan name as shown in badges. */
export function planLabel(plan: Plan | string): string {
  return plan.charAt(0).toUpperCase() + plan.slice(1);
}
