/**
 * The account remote's billing calls (spec 2.13, 2.14, 7): the signed-in user's subscription, and the embedded
 * default's local checkout and portal sessions. Queries are keyed by their API path, like every hook of the app, so
 * the shell's copies of the same query share the cache entry; they keep the spec's defaults (no retry).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BILLING_API,
  type SubscriptionResponse,
  type TestCheckoutCompleteResponse,
  type TestCheckoutSession,
  type TestPortalAction,
  type TestPortalSession,
} from '@resume/contracts';
import { apiJson, userQueryKey } from '@resume/platform';

const subscriptionQueryKey = [BILLING_API.subscription] as const;
const testCheckoutQueryKey = (id: string) => [BILLING_API.testCheckout(id)] as const;
const testPortalQueryKey = (id: string) => [BILLING_API.testPortal(id)] as const;

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
