import { Crown } from 'lucide-react';
import { PAID_PLANS, planLabel, type Plan } from '@resume/contracts';
import { Badge } from './badge';

/**
 * The plan badge: 'Professional', 'Premium', or 'Free Plan' (profile wording, spec 2.13).
 * With `short`, the plain capitalised plan name (header menu and sidebar, spec 2.3/2.4).
 */
export function PlanBadge({
  plan,
  short = false,
  className,
}: {
  plan: Plan | string;
  short?: boolean;
  className?: string;
}) {
  const paid = PAID_PLANS.includes(plan as Plan);
  const label = !paid && !short ? 'Free Plan' : planLabel(plan);
  return (
    <Badge variant={paid ? 'premium' : 'secondary'} className={className} data-testid="plan-badge">
      {paid && <Crown className="h-3 w-3" aria-hidden="true" />}
      {label}
    </Badge>
  );
}
