import type { ReactElement } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Crown } from 'lucide-react';
import { hasPaidAccess, MESSAGES } from '@resume/contracts';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FullScreenSpinner,
  useUser,
} from '@resume/platform';

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

/** Paid plan with status active or trialing required; others see the 'Premium Feature' modal. */
export function RequirePaid() {
  const { gate, user } = useSignedInGate();
  if (gate) return gate;
  if (!user || !hasPaidAccess(user)) return <PremiumFeatureDialog />;
  return <Outlet />;
}

export function PremiumFeatureDialog() {
  const navigate = useNavigate();
  const { title, description } = MESSAGES.guard.premiumFeature;
  return (
    <div className="min-h-[60vh]">
      <Dialog open onOpenChange={(open) => !open && navigate('/')}>
        <DialogContent data-testid="premium-feature-dialog" hideClose>
          <DialogHeader className="items-center sm:items-start">
            <span className="mb-1 flex h-11 w-11 items-center justify-center rounded-full bg-amber-100 text-amber-700">
              <Crown className="h-5 w-5" aria-hidden="true" />
            </span>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => navigate('/')}>
              Go to Home
            </Button>
            <Button onClick={() => navigate('/pricing')}>Upgrade to Premium</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
