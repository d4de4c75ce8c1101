import { Link } from 'react-router-dom';
import { Check, CreditCard, X } from 'lucide-react';
import { BILLING_PAGES, hasPaidAccess, type User } from '@resume/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, cn, PlanBadge } from '@resume/platform';
import { subscribedPlan } from '@resume/features';

const ALWAYS = ['Basic Resume Editing', 'Export to PDF'];
const PAID_ONLY = [
  'Unlimited Share Links',
  'Resume Filters for Different Job Applications',
  'Custom Templates',
  'Sync Resume from LinkedIn',
  'Remove branding',
];

/**
 * The profile's Subscription Details card (spec 2.13): the current plan and the feature checklist (the paid items are
 * ticked while the plan gives paid access). A free user gets 'Upgrade to Premium' (/pricing), others 'Manage
 * Subscription' (/subscription), also while a payment is past due, so they can fix it there.
 */
export function SubscriptionDetails({ user }: { user: User }) {
  const paid = hasPaidAccess(user);
  const free = subscribedPlan(user) === 'free';
  return (
    <Card data-testid="subscription-card" id="profile-subscription" className="mt-6">
      <CardHeader className="flex-row items-center justify-between gap-4 space-y-0">
        <div className="flex items-center gap-3">
          <span className="flex h-10 w-10 items-center justify-center rounded-full bg-primary-soft text-primary">
            <CreditCard className="h-5 w-5" aria-hidden="true" />
          </span>
          <div>
            <CardTitle>Subscription Details</CardTitle>
            <CardDescription>What your plan includes.</CardDescription>
          </div>
        </div>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="flex items-center gap-3 text-sm">
          <span className="font-medium text-slate-500">Current plan</span>
          <PlanBadge plan={free ? 'free' : user.plan} />
        </div>
        <ul className="space-y-2" aria-label="Plan features">
          {ALWAYS.map((name) => (
            <Feature key={name} name={name} included />
          ))}
          {PAID_ONLY.map((name) => (
            <Feature key={name} name={name} included={paid} />
          ))}
        </ul>
        <Button asChild variant={free ? 'default' : 'outline'}>
          {free ? (
            <Link to={BILLING_PAGES.pricing}>Upgrade to Premium</Link>
          ) : (
            <Link to={BILLING_PAGES.subscription}>Manage Subscription</Link>
          )}
        </Button>
      </CardContent>
    </Card>
  );
}

function Feature({ name, included }: { name: string; included: boolean }) {
  return (
    <li className={cn('flex items-center gap-3 text-sm', !included && 'text-slate-500')}>
      {included ? (
        <Check className="h-4 w-4 shrink-0 text-emerald-600" aria-label="Included" />
      ) : (
        <X className="h-4 w-4 shrink-0 text-slate-500" aria-label="Not included" />
      )}
      {name}
    </li>
  );
}
