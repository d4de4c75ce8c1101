import { PRICES, YEARLY_DISCOUNT_LABEL } from '@resume/contracts';
import type { BillingInterval, Plan, PlanCatalogueEntry, PlanFeature } from '@resume/contracts';

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

/**
 * Professional's amounts: the spec does not show them (spec 1: 'Not shown'). Listed only when its Stripe price ids
 * are configured; Stripe's price decides what is charged (docs/decisions/0016-billing.md).
 */
export const PROFESSIONAL_AMOUNTS = { monthly: 9.99, yearly: 99.99 } as const;

/** The spec 9 feature list: Free has the first two (PDF export limited), paid plans have all of them. */
const FEATURES = [
  'Basic Resume',
  'PDF Export',
  'Unlimited Filters',
  'Unlimited Share Links',
  'Premium Templates',
  'LinkedIn Integration',
  'Remove branding',
];
const FREE_FEATURES: PlanFeature[] = FEATURES.map((name, i) =>
  i === 0 ? { name, included: true } : i === 1 ? { name, included: true, limited: true } : { name, included: false },
);
const PAID_FEATURES: PlanFeature[] = FEATURES.map((name) => ({ name, included: true }));

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

function paidEntry(id: PaidPlan, ids: PriceIds, amounts: { monthly: number; yearly: number }): PlanCatalogueEntry {
  return {
    id,
    name: id === 'premium' ? 'Premium' : 'Professional',
    description:
      id === 'premium' ? 'Everything you need to tailor, style and share your resume' : 'Premium for professionals',
    price: amounts.monthly,
    stripePriceId: ids.month,
    prices: [
      { interval: 'month', amount: amounts.monthly, stripePriceId: ids.month },
      { interval: 'year', amount: amounts.yearly, stripePriceId: ids.year },
    ],
    features: PAID_FEATURES.map((f) => ({ ...f })),
    mostPopular: id === 'premium',
    discount: YEARLY_DISCOUNT_LABEL,
  };
}

/**
 * The plan catalogue (spec 3 'Plan catalogue entry', spec 9 prices): Free, Premium (Most Popular, 'Save 17%' on the
 * yearly price), and Professional only when one of its price ids is configured.
 */
export function planCatalogue(prices: PlanPriceIds): PlanCatalogueEntry[] {
  const free: PlanCatalogueEntry = {
    id: 'free' satisfies Plan,
    name: 'Free',
    description: 'A single resume with PDF export',
    price: PRICES.free.monthly,
    stripePriceId: '',
    prices: [
      { interval: 'month', amount: PRICES.free.monthly, stripePriceId: '' },
      { interval: 'year', amount: PRICES.free.yearly, stripePriceId: '' },
    ],
    features: FREE_FEATURES.map((f) => ({ ...f })),
    mostPopular: false,
  };
  const plans = [free, paidEntry('premium', prices.premium, PRICES.premium)];
  if (prices.professional.month || prices.professional.year)
    plans.push(paidEntry('professional', prices.professional, PROFESSIONAL_AMOUNTS));
  return plans;
}
