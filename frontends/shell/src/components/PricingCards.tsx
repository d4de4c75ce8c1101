import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  BILLING_PAGES,
  MESSAGES,
  PAID_PLANS,
  type BillingInterval,
  type BillingMode,
  type Plan,
  type PlanCatalogueEntry,
  type User,
} from '@resume/contracts';
import { Button, cn, redirectTo, toast, useT } from '@resume/platform';
import {
  billingFailure,
  planAmount,
  planPriceId,
  subscribedPlan,
  useCreateCheckout,
  useResetOnBack,
  useMessages,
} from '@resume/features';
import { PlanCard } from './PlanCard';

const LOGIN_TO_PRICING = `/login?redirect=${encodeURIComponent(BILLING_PAGES.pricing)}`;

interface CatalogueCardsProps {
  plans: PlanCatalogueEntry[];
  mode: BillingMode;
  interval: BillingInterval;
}

/** The pricing page's cards for the chosen interval, each with the button `button` gives it. */
function CatalogueCards({
  plans,
  interval,
  button,
}: Omit<CatalogueCardsProps, 'mode'> & { button: (plan: PlanCatalogueEntry) => ReactNode }) {
  const t = useT('shell');
  // Spec 1: Free and Premium; Professional only when the operator configured prices for it (the API lists it then).
  const shown = plans.filter((p) => p.id !== 'professional' || p.prices.some((price) => price.stripePriceId));
  return (
    <div
      className={cn('mx-auto grid max-w-4xl gap-6', shown.length > 2 ? 'md:grid-cols-3 max-w-6xl' : 'md:grid-cols-2')}
    >
      {shown.map((plan) => (
        <PlanCard
          key={plan.id}
          testId={`plan-card-${plan.id}`}
          // The catalogue's names and descriptions in the page's language, by plan (the API answers English).
          name={t(`plan.names.${plan.id}`)}
          description={t(`plan.descriptions.${plan.id}`)}
          amount={planAmount(plan, interval)}
          per={interval === 'year' ? t('plan.year') : t('plan.month')}
          features={plan.features}
          popularLabel={plan.mostPopular ? t('pricing.mostPopular') : undefined}
        >
          {button(plan)}
        </PlanCard>
      ))}
    </div>
  );
}

/**
 * The pricing page's cards for a visitor (spec 2.14): the buttons lead to sign-in and back here, but for the paid
 * plans' `paidButton` when given (payments off). No script needed: the prerendered pricing page shows these.
 */
export function VisitorPricingCards({
  paidButton,
  ...props
}: Omit<CatalogueCardsProps, 'mode'> & { paidButton?: ReactNode }) {
  const t = useT('shell');
  return (
    <CatalogueCards
      {...props}
      button={(plan) => {
        const isFree = plan.id === 'free';
        if (!isFree && paidButton) return paidButton;
        return (
          <Button asChild variant={isFree ? 'outline' : 'default'} className="w-full">
            <Link to={LOGIN_TO_PRICING}>
              {isFree ? t('landing.pricing.getStarted') : t('pricing.upgradeTo', { plan: t(`plan.names.${plan.id}`) })}
            </Link>
          </Button>
        );
      }}
    />
  );
}

/**
 * The pricing page's cards for a signed-in user (spec 2.14, 5): the catalogue from the API, priced for the chosen
 * interval. The current plan reads 'Current Plan' (disabled); the others 'Upgrade to {plan}', 'Processing...' while the
 * checkout is being created; Free is disabled on a paid plan. An upgrade sends the browser to the checkout's URL.
 */
export function PricingCards({ user, ...props }: CatalogueCardsProps & { user: User }) {
  const { mode, interval } = props;
  const t = useT('shell');
  const planName = (plan: Plan) => t(`plan.names.${plan}`);
  const checkout = useCreateCheckout();
  // The plan whose checkout is being created; it stays set while the browser leaves for the checkout page.
  const [pending, setPending] = useState<Plan | null>(null);
  useResetOnBack(() => setPending(null));
  const current = subscribedPlan(user);
  const onPaidPlan = PAID_PLANS.includes(current);

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
    if (plan.id === current) {
      return (
        <Button variant="outline" className="w-full" disabled>
          {t('pricing.currentPlan')}
        </Button>
      );
    }
    if (!isFree && mode === 'disabled') return <Unavailable />;
    // On a paid plan Free is not an upgrade: its button stays disabled (spec 2.14) and says why, honestly
    // (docs/decisions/0041-pricing-button-states.md); returning to Free is a cancellation, in the portal.
    if (isFree && onPaidPlan) {
      return (
        <>
          <Button variant="outline" className="w-full" disabled data-testid="free-included">
            {t('pricing.includedIn', { plan: planName(current) })}
          </Button>
          <p className="text-center text-xs text-slate-500">{t('pricing.returnToFree')}</p>
        </>
      );
    }
    // On a paid plan, moving to another plan is done on the existing subscription, in the portal.
    const disabled = pending !== null || onPaidPlan;
    return (
      <>
        <Button
          variant={isFree ? 'outline' : 'default'}
          className="w-full"
          disabled={disabled}
          onClick={() => choose(plan)}
        >
          {pending === plan.id ? t('pricing.processing') : t('pricing.upgradeTo', { plan: planName(plan.id) })}
        </Button>
        {onPaidPlan && <p className="text-center text-xs text-slate-500">{t('pricing.changePlan')}</p>}
      </>
    );
  };

  return <CatalogueCards {...props} button={button} />;
}

/** A paid plan's button with BILLING=disabled: the API's text for it (MESSAGES.billing.paymentsUnavailable). */
export function Unavailable() {
  const { t } = useMessages();
  return (
    <Button className="w-full" disabled>
      {t('ERROR_CODES.BILLING_DISABLED')}
    </Button>
  );
}
