/**
 * Billing (spec 2.13, 2.14, 7, 9; issue 11) as the shell's pricing page and the account remote both need it: the plan
 * catalogue, the subscribed plan, checkout and the customer portal (the subscription and the embedded default's local
 * checkout and portal are the account remote's own, frontends/account/src/billing). A function and a hook side by side;
 * queries are keyed by path and keep the spec's defaults (never stale, no retry). Checkout and portal answer a URL the
 * browser is sent to with a full navigation, so nothing cached needs updating after them.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  BILLING_API,
  ENTITLED_SUBSCRIPTION_STATUSES,
  PAID_PLANS,
  type BillingInterval,
  type CheckoutResponse,
  type CreateCheckoutRequest,
  type CustomerPortalRequest,
  type Plan,
  type PlanCatalogueEntry,
  type PlansResponse,
} from '@resume/contracts';
import { apiJson, formatPrice as formatAmount } from '@resume/platform';
import { useRetryKey } from '../idempotency/retry-key';

const plansQueryKey = [BILLING_API.plans] as const;

/**
 * Statuses of a subscription that still exists at the provider: the user has that plan (with or without access), so
 * buying it again would make a second subscription (the API answers 409 SUBSCRIPTION_EXISTS); the portal is where it
 * is paid, changed or cancelled. canceled and incomplete_expired leave the user on free (docs/decisions/0016).
 */
export const LIVE_SUBSCRIPTION_STATUSES: readonly string[] = [
  ...ENTITLED_SUBSCRIPTION_STATUSES,
  'past_due',
  'unpaid',
  'incomplete',
  'paused',
];

/** The plan the user is subscribed to: a paid plan while its subscription lives, otherwise free. */
export function subscribedPlan(
  user: { plan: Plan | string; subscriptionStatus?: string | null } | null | undefined,
): Plan {
  if (!user || !PAID_PLANS.includes(user.plan as Plan)) return 'free';
  return LIVE_SUBSCRIPTION_STATUSES.includes(user.subscriptionStatus ?? '') ? (user.plan as Plan) : 'free';
}

/** The Stripe (or local) price id of a plan for an interval; '' when none is configured. */
export function planPriceId(plan: PlanCatalogueEntry, interval: BillingInterval): string {
  return (
    plan.prices.find((p) => p.interval === interval)?.stripePriceId ?? (interval === 'month' ? plan.stripePriceId : '')
  );
}

/** The price of a plan for an interval, in dollars. */
export function planAmount(plan: PlanCatalogueEntry, interval: BillingInterval): number {
  return plan.prices.find((p) => p.interval === interval)?.amount ?? (interval === 'month' ? plan.price : 0);
}

/** A plan's price in US dollars, in the page's language ('$4.99', '4,99 $'); whole amounts without cents. */
export function formatPrice(amount: number): string {
  return formatAmount(amount, 'USD');
}

/** GET /api/billing/plans (public). */
function getPlans(): Promise<PlansResponse> {
  return apiJson<PlansResponse>('GET', BILLING_API.plans);
}

/** The plan catalogue and which adapter answers (stripe, local, disabled). */
export function usePlans() {
  return useQuery<PlansResponse>({ queryKey: plansQueryKey, queryFn: getPlans });
}

/** POST /api/create-checkout -> {url} of the hosted checkout (or the local test checkout). */
function createCheckout(input: CreateCheckoutRequest, idempotencyKey: string): Promise<CheckoutResponse> {
  return apiJson<CheckoutResponse>('POST', BILLING_API.createCheckout, input, { idempotencyKey });
}

export function useCreateCheckout() {
  const retryKey = useRetryKey();
  return useMutation({
    mutationFn: (input: CreateCheckoutRequest) => createCheckout(input, retryKey.for(input)),
    onSuccess: () => retryKey.done(),
  });
}

/** POST /api/customer-portal -> {url} of the billing portal (or the local test portal). */
function openCustomerPortal(input: CustomerPortalRequest): Promise<CheckoutResponse> {
  return apiJson<CheckoutResponse>('POST', BILLING_API.customerPortal, input);
}

export function useCustomerPortal() {
  return useMutation({ mutationFn: openCustomerPortal });
}
