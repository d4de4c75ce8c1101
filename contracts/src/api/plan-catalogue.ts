import type { PlanCatalogueEntry, PlanFeature } from './billing';
import { PRICES, YEARLY_DISCOUNT_LABEL, type Plan } from '../constants/plans';

/** A paid plan's price id per interval; '' when none is configured (that price cannot be bought). */
interface CataloguePriceIds {
  month: string;
  year: string;
}

/**
 * Professional's amounts: the spec does not show them (spec 1: 'Not shown'). Listed only when its Stripe price ids
 * are configured; Stripe's price decides what is charged (docs/decisions/0016-billing.md).
 */
const PROFESSIONAL_AMOUNTS = { monthly: 9.99, yearly: 99.99 } as const;

/**
 * The spec 9 feature list, in order: Free has the first two (PDF export limited), paid plans have all of them. Keyed
 * so a screen can show a feature in its language (the shell's `plan.features.<key>`): the API answers these English
 * names, and the key is found from the name (`planFeatureKey`).
 */
export const PLAN_FEATURE_NAMES = {
  basicResume: 'Basic Resume',
  pdfExport: 'PDF Export',
  unlimitedFilters: 'Unlimited Filters',
  unlimitedShareLinks: 'Unlimited Share Links',
  premiumTemplates: 'Premium Templates',
  linkedinIntegration: 'LinkedIn Integration',
  removeBranding: 'Remove branding',
} as const;
export type PlanFeatureKey = keyof typeof PLAN_FEATURE_NAMES;
const FEATURES: string[] = Object.values(PLAN_FEATURE_NAMES);

/** The key of a catalogue feature's English name; undefined for a name this copy of the contracts does not know. */
export function planFeatureKey(name: string): PlanFeatureKey | undefined {
  return (Object.keys(PLAN_FEATURE_NAMES) as PlanFeatureKey[]).find((key) => PLAN_FEATURE_NAMES[key] === name);
}
const FREE_FEATURES: PlanFeature[] = FEATURES.map((name, i) =>
  i === 0 ? { name, included: true } : i === 1 ? { name, included: true, limited: true } : { name, included: false },
);
const PAID_FEATURES: PlanFeature[] = FEATURES.map((name) => ({ name, included: true }));

function paidEntry(
  id: 'premium' | 'professional',
  ids: CataloguePriceIds,
  amounts: { monthly: number; yearly: number },
): PlanCatalogueEntry {
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
 * yearly price), and Professional only when one of its price ids is configured. GET /api/billing/plans answers it
 * for the configured price ids; the shell's prerendered pricing page is built from it with none configured.
 */
export function planCatalogue(prices: {
  premium: CataloguePriceIds;
  professional: CataloguePriceIds;
}): PlanCatalogueEntry[] {
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
