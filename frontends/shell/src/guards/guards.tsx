import type { ReactElement } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { hasPaidAccess, managesShareLinks } from '@resume/contracts';
import { FullScreenSpinner, PremiumRequiredPage, useUser } from '@resume/platform';

/**
 * The session check shared by both guards (spec 2.2): a spinner while it loads, and a visitor who is not logged
 * in (any failure of the check counts as that) is sent to /login with the guarded path to come back to.
 */
function useSignedInGate(): { gate: ReactElement | null; user: ReturnType<typeof useUser>['data'] } {
  const { data: user, isLoading } = useUser();
  const location = useLocation();
  if (isLoading) return { gate: <FullScreenSpinner className="min-h-[70vh]" />, user: null };
  if (!user) {
    const redirect = encodeURIComponent(location.pathname + location.search);
    return { gate: <Navigate to={`/login?redirect=${redirect}`} replace />, user: null };
  }
  return { gate: null, user };
}

/** Login required. */
export function RequireAuth() {
  const { gate } = useSignedInGate();
  return gate ?? <Outlet />;
}

/**
 * Manage Share Links: paid access, or any account that had a subscription (managesShareLinks), so a lapsed owner
 * can still list, re-code and delete their links (docs/decisions/0036-plan-lapse.md); others see 'Premium Feature'.
 */
export function RequireLinkControl() {
  const { gate, user } = useSignedInGate();
  if (gate) return gate;
  if (!user || !managesShareLinks(user)) return <PremiumRequiredPage />;
  return <Outlet />;
}

/** Paid plan with status active or trialing required; others see the 'Premium Feature' modal. */
export function RequirePaid() {
  const { gate, user } = useSignedInGate();
  if (gate) return gate;
  if (!user || !hasPaidAccess(user)) return <PremiumRequiredPage />;
  return <Outlet />;
}
