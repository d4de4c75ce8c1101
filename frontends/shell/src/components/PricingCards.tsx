import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Check, X } from 'lucide-react';
import {
  BILLING_PAGES,
  MESSAGES,
  PAID_PLANS,
  PRICES,
  type BillingInterval,
  type BillingMode,
  type Plan,
  type PlanCatalogueEntry,
  type PlanFeature,
  type User,
} from '@resume/contracts';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  cn,
  redirectTo,
  toast,
} from '@resume/platform';
import { planAmount, planPriceId, subscribedPlan, useCreateCheckout } from '@resume/features';
import { formatPrice } from '../lib/billing-format';
import { billingFailure, useResetOnBack } from './BillingParts';

// The plan catalogue of spec 3, for the landing page (the pricing page reads it from GET /api/billing/plans).
const FREE_FEATURES: PlanFeature[] = [
  { name: 'Basic Resume', included: true },
  { name: 'PDF Export', included: true, limited: true },
  { name: 'Unlimited Filters', included: false },
  { name: 'Unlimited Share Links', included: false },
  { name: 'Premium Templates', included: false },
  { name: 'LinkedIn Integration', included: false },
  { name: 'Remove branding', included: false },
];
const PREMIUM_FEATURES: PlanFeature[] = FREE_FEATURES.map(({ name }) => ({ name, included: true }));

function FeatureList({ features }: { features: PlanFeature[] }) {
  return (
    <ul className="space-y-3">
      {features.map((f) => (
        <li
          key={f.name}
          className={cn('flex items-center gap-3 text-sm', !f.included && 'text-slate-400')}
          title={f.tooltip}
        >
          {f.included ? (
            <Check className="h-4 w-4 shrink-0 text-emerald-600" aria-label="Included" />
          ) : (
            <X className="h-4 w-4 shrink-0 text-slate-300" aria-label="Not included" />
          )}
          <span>{f.name}</span>
          {f.limited && (
            <Badge variant="secondary" className="ml-auto">
              Limited
            </Badge>
          )}
        </li>
      ))}
    </ul>
  );
}

function PlanCard(props: {
  testId: string;
  name: string;
  description: string;
  amount: number;
  per: string;
  features: PlanFeature[];
  popularLabel?: string;
  children: ReactNode;
}) {
  return (
    <Card
      className={cn('relative flex flex-col', props.popularLabel && 'border-2 border-primary shadow-lg')}
      data-testid={props.testId}
    >
      {props.popularLabel && (
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1 shadow-sm">{props.popularLabel}</Badge>
      )}
      <CardHeader>
        <CardTitle className="text-xl">{props.name}</CardTitle>
        <CardDescription>{props.description}</CardDescription>
        <p className="mt-4" data-testid="plan-price">
          <span className="text-4xl font-bold tracking-tight">{formatPrice(props.amount)}</span>
          <span className="text-slate-500">/{props.per}</span>
        </p>
      </CardHeader>
      <CardContent className="flex-1">
        <FeatureList features={props.features} />
      </CardContent>
      <CardFooter className="flex-col items-stretch gap-2">{props.children}</CardFooter>
    </Card>
  );
}

/** The landing page's Free and Premium cards; button labels and targets follow spec 2.5. */
export function LandingPlanCards({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
      <PlanCard
        testId="plan-card-free"
        name="Free"
        description="Everything you need to build and export one great resume."
        amount={PRICES.free.monthly}
        per="month"
        features={FREE_FEATURES}
      >
        <Button asChild variant="outline" className="w-full">
          {signedIn ? <Link to="/resume-editor">My Resume</Link> : <Link to="/login">Get Started</Link>}
        </Button>
      </PlanCard>
      <PlanCard
        testId="plan-card-premium"
        name="Premium"
        description="Tailor, style and share your resume for every application."
        amount={PRICES.premium.monthly}
        per="month"
        features={PREMIUM_FEATURES}
        popularLabel="Most Popular"
      >
        <Button asChild className="w-full">
          {/* The pricing page is where the upgrade happens. */}
          {signedIn ? <Link to={BILLING_PAGES.pricing}>Upgrade Now</Link> : <Link to="/login">Get Premium</Link>}
        </Button>
      </PlanCard>
    </div>
  );
}

const LOGIN_TO_PRICING = `/login?redirect=${encodeURIComponent(BILLING_PAGES.pricing)}`;

/**
 * The pricing page's cards (spec 2.14, 5): the catalogue from the API, priced for the chosen interval. The current
 * plan reads 'Current Plan' (disabled); the others 'Upgrade to {plan}', 'Processing...' while the checkout is being
 * created; Free is disabled on a paid plan. An upgrade sends the browser to the checkout's URL. Signed out, the buttons
 * lead to sign-in and back here; with BILLING=disabled they say that payments are not available.
 */
export function PricingCards({
  plans,
  mode,
  interval,
  user,
}: {
  plans: PlanCatalogueEntry[];
  mode: BillingMode;
  interval: BillingInterval;
  user: User | null;
}) {
  const checkout = useCreateCheckout();
  // The plan whose checkout is being created; it stays set while the browser leaves for the checkout page.
  const [pending, setPending] = useState<Plan | null>(null);
  useResetOnBack(() => setPending(null));
  const current = user ? subscribedPlan(user) : null;
  const onPaidPlan = current !== null && PAID_PLANS.includes(current);
  // Spec 1: Free and Premium; Professional only when the operator configured prices for it (the API lists it then).
  const shown = plans.filter((p) => p.id !== 'professional' || p.prices.some((price) => price.stripePriceId));

  const choose = (plan: PlanCatalogueEntry) => {
    if (plan.id === 'free') {
      toast({ ...MESSAGES.billing.freePlan });
      return;
    }
    const priceId = planPriceId(plan, interval);
    if (!priceId) {
      toast({ ...MESSAGES.billing.priceIdMissing, variant: 'destructive' });
      return;
    }
    const origin = window.location.origin;
    setPending(plan.id);
    checkout.mutate(
      {
        priceId,
        successUrl: `${origin}${BILLING_PAGES.pricing}?success=true`,
        cancelUrl: `${origin}${BILLING_PAGES.pricing}?canceled=true`,
      },
      {
        onSuccess: ({ url }) => redirectTo(url),
        onError: (error) => {
          setPending(null);
          toast({ ...billingFailure(error, MESSAGES.billing.checkoutFailed), variant: 'destructive' });
        },
      },
    );
  };

  const button = (plan: PlanCatalogueEntry) => {
    const isFree = plan.id === 'free';
    if (!user) {
      if (!isFree && mode === 'disabled') return <Unavailable />;
      return (
        <Button asChild variant={isFree ? 'outline' : 'default'} className="w-full">
          <Link to={LOGIN_TO_PRICING}>{isFree ? 'Get Started' : `Upgrade to ${plan.name}`}</Link>
        </Button>
      );
    }
    if (plan.id === current) {
      return (
        <Button variant="outline" className="w-full" disabled>
          Current Plan
        </Button>
      );
    }
    if (!isFree && mode === 'disabled') return <Unavailable />;
    // On a paid plan, moving to another plan (or back to Free) is done on the existing subscription, in the portal.
    const disabled = pending !== null || onPaidPlan;
    return (
      <>
        <Button
          variant={isFree ? 'outline' : 'default'}
          className="w-full"
          disabled={disabled}
          onClick={() => choose(plan)}
        >
          {pending === plan.id ? 'Processing...' : `Upgrade to ${plan.name}`}
        </Button>
        {onPaidPlan && (
          <p className="text-center text-xs text-slate-500">
            {isFree ? 'To return to Free, cancel in Manage Subscription.' : 'Change your plan in Manage Subscription.'}
          </p>
        )}
      </>
    );
  };

  return (
    <div
      className={cn('mx-auto grid max-w-4xl gap-6', shown.length > 2 ? 'md:grid-cols-3 max-w-6xl' : 'md:grid-cols-2')}
    >
      {shown.map((plan) => (
        <PlanCard
          key={plan.id}
          testId={`plan-card-${plan.id}`}
          name={plan.name}
          description={plan.description}
          amount={planAmount(plan, interval)}
          per={interval}
          features={plan.features}
          popularLabel={plan.mostPopular ? 'MOST POPULAR' : undefined}
        >
          {button(plan)}
        </PlanCard>
      ))}
    </div>
  );
}

function Unavailable() {
  return (
    <Button className="w-full" disabled>
      {MESSAGES.billing.paymentsUnavailable}
    </Button>
  );
}
