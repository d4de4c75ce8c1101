/**
 * Billing (spec 2.13, 2.14, 7, 9; issue 11): the plan catalogue, the signed-in user's subscription, checkout and the
 * customer portal, and the embedded default's local checkout and portal sessions. A function and a hook side by side;
 * queries are keyed by path and keep the spec's defaults (never stale, no retry). Checkout and portal answer a URL the
 * browser is sent to with a full navigation, so nothing cached needs updating after them.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
  type SubscriptionResponse,
  type TestCheckoutCompleteResponse,
  type TestCheckoutSession,
  type TestPortalAction,
  type TestPortalSession,
} from '@resume/contracts';
import { apiJson, userQueryKey } from '@resume/platform';
import { useRetryKey } from '../idempotency/retry-key';

const plansQueryKey = [BILLING_API.plans] as const;
const subscriptionQueryKey = [BILLING_API.subscription] as const;
const testCheckoutQueryKey = (id: string) => [BILLING_API.testCheckout(id)] as const;
const testPortalQueryKey = (id: string) => [BILLING_API.testPortal(id)] as const;

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

/** GET /api/billing/plans (public). */
function getPlans(): Promise<PlansResponse> {
  return apiJson<PlansResponse>('GET', BILLING_API.plans);
}

/** The plan catalogue and which adapter answers (stripe, local, disabled). */
export function usePlans() {
  return useQuery<PlansResponse>({ queryKey: plansQueryKey, queryFn: getPlans });
}

/** GET /api/billing/subscription (session). */
function getSubscription(): Promise<SubscriptionResponse> {
  return apiJson<SubscriptionResponse>('GET', BILLING_API.subscription);
}

/** The signed-in user's subscription; read again each time a screen showing it mounts (it changes off-page). */
export function useSubscription(options: { enabled?: boolean } = {}) {
  return useQuery<SubscriptionResponse>({
    queryKey: subscriptionQueryKey,
    queryFn: getSubscription,
    enabled: options.enabled ?? true,
    staleTime: 0,
  });
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

/** Embedded default: GET the local checkout session (only its own user may read it). */
function getTestCheckout(id: string): Promise<TestCheckoutSession> {
  return apiJson<TestCheckoutSession>('GET', BILLING_API.testCheckout(id));
}

export function useTestCheckout(id: string | null) {
  return useQuery<TestCheckoutSession>({
    queryKey: testCheckoutQueryKey(id ?? ''),
    queryFn: () => getTestCheckout(id as string),
    enabled: Boolean(id),
    staleTime: 0,
  });
}

/** Embedded default: pays the local checkout; the answer says where the browser goes next (the success URL). */
function completeTestCheckout(id: string): Promise<TestCheckoutCompleteResponse> {
  return apiJson<TestCheckoutCompleteResponse>('POST', BILLING_API.testCheckoutComplete(id), {});
}

export function useCompleteTestCheckout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: completeTestCheckout,
    onSuccess: () => client.invalidateQueries({ queryKey: userQueryKey }),
  });
}

/** Embedded default: GET the local portal session. */
function getTestPortal(id: string): Promise<TestPortalSession> {
  return apiJson<TestPortalSession>('GET', BILLING_API.testPortal(id));
}

export function useTestPortal(id: string | null) {
  return useQuery<TestPortalSession>({
    queryKey: testPortalQueryKey(id ?? ''),
    queryFn: () => getTestPortal(id as string),
    enabled: Boolean(id),
    staleTime: 0,
  });
}

/** Embedded default: cancel at period end, resume, or switch the interval of the local subscription. */
async function testPortalAction(id: string, action: TestPortalAction): Promise<void> {
  await apiJson<unknown>('POST', BILLING_API.testPortalAction(id), action);
}

/** After an action the portal session, the subscription and the user are read again. */
export function useTestPortalAction(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: TestPortalAction) => testPortalAction(id, action),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: testPortalQueryKey(id) }),
        client.invalidateQueries({ queryKey: subscriptionQueryKey }),
        client.invalidateQueries({ queryKey: userQueryKey }),
      ]),
  });
}
