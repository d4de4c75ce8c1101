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

/** Login required (spec 2.2). Any failure of the user check counts as not logged in. */
export function RequireAuth() {
  const { data: user, isLoading } = useUser();
  const location = useLocation();
  if (isLoading) return <FullScreenSpinner className="min-h-[70vh]" />;
  if (!user) {
    const redirect = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/login?redirect=${redirect}`} replace />;
  }
  return <Outlet />;
}

/** Paid plan with status active or trialing required; others see the 'Premium Feature' modal. */
export function RequirePaid() {
  const { data: user, isLoading } = useUser();
  const location = useLocation();
  if (isLoading) return <FullScreenSpinner className="min-h-[70vh]" />;
  if (!user) {
    const redirect = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/login?redirect=${redirect}`} replace />;
  }
  if (!hasPaidAccess(user)) return <PremiumFeatureDialog />;
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
