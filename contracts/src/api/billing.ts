/**
 * Billing calls (spec 1, 2.13, 2.14, 5, 7, 9; issue 11). The card payment provider is Stripe; without
 * STRIPE_SECRET_KEY (and not in production) a local test checkout and portal stand behind the same port.
 */
import type { Plan } from '../constants';

export const BILLING_API = {
  /** GET: the plan catalogue (spec 9) from the configuration, public. */
  plans: '/api/billing/plans',
  /** GET: the signed-in user's subscription. */
  subscription: '/api/billing/subscription',
  /** POST CreateCheckoutRequest -> CheckoutResponse (spec 7). */
  createCheckout: '/api/create-checkout',
  /** POST CustomerPortalRequest -> CheckoutResponse (spec 7). */
  customerPortal: '/api/customer-portal',
  /** POST from Stripe: raw body, Stripe-Signature header. */
  stripeWebhook: '/api/webhooks/stripe',
  /** Embedded default only (no STRIPE_SECRET_KEY): the local checkout and portal sessions. */
  testCheckout: (id: string) => `/api/billing/test-checkout/${encodeURIComponent(id)}`,
  testCheckoutComplete: (id: string) => `/api/billing/test-checkout/${encodeURIComponent(id)}/complete`,
  testPortal: (id: string) => `/api/billing/test-portal/${encodeURIComponent(id)}`,
  testPortalAction: (id: string) => `/api/billing/test-portal/${encodeURIComponent(id)}/actions`,
} as const;

/** Shell routes of the billing screens. The local checkout and portal pages exist only with the embedded default. */
export const BILLING_PAGES = {
  pricing: '/pricing',
  subscription: '/subscription',
  testCheckout: (id: string) => `/billing/test-checkout?session=${encodeURIComponent(id)}`,
  testPortal: (id: string) => `/billing/test-portal?session=${encodeURIComponent(id)}`,
} as const;

export type BillingInterval = 'month' | 'year';
/** Which adapter answers: Stripe, the local test checkout, or none (BILLING=disabled). */
export type BillingMode = 'stripe' | 'local' | 'disabled';

/** Subscription states Stripe reports (spec 4 names active and trialing; the rest come from Stripe). */
export const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'canceled',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'paused',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export interface PlanFeature {
  name: string;
  included: boolean;
  limited?: boolean;
  tooltip?: string;
}

export interface PlanPrice {
  interval: BillingInterval;
  /** In dollars, as the spec writes them: 4.99, 49.99. */
  amount: number;
  /** The Stripe price id from the configuration; '' when none is configured (the plan cannot be bought then). */
  stripePriceId: string;
}

/** Spec 3 'Plan catalogue entry', plus the yearly price and whether it can be bought now. */
export interface PlanCatalogueEntry {
  id: Plan;
  name: string;
  description: string;
  /** The monthly price (spec: price). */
  price: number;
  /** The monthly price id (spec: stripePriceId); '' when not configured. */
  stripePriceId: string;
  prices: PlanPrice[];
  features: PlanFeature[];
  mostPopular: boolean;
  /** 'Save 17%' on the yearly option. */
  discount?: string;
}

export interface PlansResponse {
  mode: BillingMode;
  plans: PlanCatalogueEntry[];
}

export interface CreateCheckoutRequest {
  priceId: string;
  successUrl: string;
  cancelUrl: string;
}
export interface CustomerPortalRequest {
  returnUrl: string;
}
/** Spec 7: the field url is read and the browser is sent there. */
export interface CheckoutResponse {
  url: string;
}

export interface SubscriptionResponse {
  plan: Plan;
  subscriptionStatus: string | null;
  interval: BillingInterval | null;
  /** ISO date: the renewal date, or the end date when cancelAtPeriodEnd. */
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** Whether a billing-portal session can be opened (a customer exists). */
  hasCustomer: boolean;
  mode: BillingMode;
}

/** Embedded default: what the local checkout page shows. */
export interface TestCheckoutSession {
  id: string;
  plan: Plan;
  planName: string;
  priceId: string;
  amount: number;
  interval: BillingInterval;
  status: 'open' | 'complete';
  cancelUrl: string;
}
/** POST testCheckoutComplete -> where the browser goes next (the session's successUrl). */
export interface TestCheckoutCompleteResponse {
  redirectUrl: string;
}

/** Embedded default: what the local portal page shows. */
export interface TestPortalSession {
  id: string;
  subscription: SubscriptionResponse;
  returnUrl: string;
}
/**
 * 'end-period' is test-only (ENABLE_TEST_ROUTES, never in production): the current period ends now, so a cancelled
 * subscription ends (plan free, status canceled) and an uncancelled one renews, as Stripe would at the period end.
 */
export type TestPortalAction =
  | { action: 'cancel' }
  | { action: 'resume' }
  | { action: 'switch'; interval: BillingInterval }
  | { action: 'end-period' };
