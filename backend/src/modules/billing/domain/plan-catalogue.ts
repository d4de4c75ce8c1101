import type { BillingInterval } from '@resume/contracts';

/** A paid plan's price id per interval; '' when none is configured (that price cannot be bought). */
export interface PriceIds {
  month: string;
  year: string;
}

export interface PlanPriceIds {
  premium: PriceIds;
  professional: PriceIds;
}

export type PaidPlan = 'premium' | 'professional';

/** What a price id buys. */
export interface PriceRef {
  plan: PaidPlan;
  interval: BillingInterval;
}

/** The plan and interval a price id buys, or null for '' and any id not configured. */
export function findPrice(prices: PlanPriceIds, priceId: string | null | undefined): PriceRef | null {
  if (!priceId) return null;
  for (const plan of ['premium', 'professional'] as const) {
    for (const interval of ['month', 'year'] as const) {
      if (prices[plan][interval] === priceId) return { plan, interval };
    }
  }
  return null;
}

/** The price id of a plan and interval ('' when none). */
export function priceIdOf(prices: PlanPriceIds, ref: PriceRef): string {
  return prices[ref.plan][ref.interval];
}

/** The catalogue itself is shared with the shell, which prerenders the pricing page from it (the contracts). */
export { planCatalogue } from '@resume/contracts';
