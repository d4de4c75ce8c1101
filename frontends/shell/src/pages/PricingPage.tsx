import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { AlertCircle, CheckCircle2, Loader2, XCircle } from 'lucide-react';
import {
  BILLING_PAGES,
  CUSTOM_DOMAIN_ACTIVATION,
  hasPaidAccess,
  LIMITS,
  MESSAGES,
  MONEY_BACK_GUARANTEE_DAYS,
  paymentPastDue,
  planLabel,
  PRICES,
  YEARLY_DISCOUNT_LABEL,
  type User,
} from '@resume/contracts';
import { LoadErrorCard, Spinner, userQueryKey, useUser } from '@resume/platform';
import { ManageSubscriptionButton, Notice, subscribedPlan, usePlans } from '@resume/features';
import { FaqList } from '../components/FaqList';
import { PaymentsOffPlans, SignedInPlans, VisitorPlans } from '../components/PricingPlans';
import { Island } from '../prerender/Island';

/** Back from a paid checkout the plan changes when the provider's webhook arrives: the user is read again this often... */
export const CONFIRM_POLL_MS = 2_000;
/** ...for at most this long, then the page says it is taking longer. */
export const CONFIRM_TIMEOUT_MS = 60_000;

const FAQ = [
  {
    q: 'What do I get with Premium?',
    a: 'Unlimited resume filters for different job applications, unlimited share links, all template presets and custom templates, LinkedIn integration, custom branding and no product branding on your shared pages.',
  },
  {
    q: 'How does billing work?',
    a: `Premium costs $${PRICES.premium.monthly} per month or $${PRICES.premium.yearly} per year (${YEARLY_DISCOUNT_LABEL.toLowerCase()}). Your subscription renews automatically at the end of each period until you cancel, and you can switch between monthly and yearly billing in Manage Subscription.`,
  },
  {
    q: 'Which payment methods do you accept?',
    a: 'All major credit and debit cards. Payments are processed by our payment provider on its secure hosted checkout page; your card details never reach our servers.',
  },
  {
    q: 'Can I cancel anytime?',
    a: 'Yes. Cancel in Manage Subscription whenever you like. You keep your premium features until the end of the period you paid for, then your account returns to the Free plan with your resume intact.',
  },
  {
    q: 'What happens to my share links and domains when Premium ends?',
    a: `You stay in control: you can still list, re-code and delete every share link in Manage Share Links and turn your public page off in Settings. Your links keep working with what the Free plan shows: the same filter, so a link never shows more than it did, in the standard template with product branding; new links, other templates and link analytics need Premium. Your subdomain and custom domain show a page saying your resume has moved, linking to your public page while it is on. If a payment fails, visitors keep seeing everything as before for ${LIMITS.planLapseGraceDays} days while it is retried. Nothing is deleted: subscribe again and it all comes back as it was.`,
  },
  {
    q: 'How does the LinkedIn integration work?',
    a: 'Premium members can connect their LinkedIn profile and import their work experience, education and skills, and sync the resume again later to keep it up to date.',
  },
  {
    q: 'Do you offer refunds?',
    a: `Yes. Premium comes with a ${MONEY_BACK_GUARANTEE_DAYS}-day money-back guarantee: if it is not for you, contact us within ${MONEY_BACK_GUARANTEE_DAYS} days of your purchase for a full refund.`,
  },
  {
    q: 'Can I use my own domain?',
    a: `Premium supports custom domains and subdomains for your public resume. A custom domain is typically active ${CUSTOM_DOMAIN_ACTIVATION} after DNS setup.`,
  },
];

/**
 * 'Choose Your Plan' (spec 2.14): interval switch, the plan cards, Manage Subscription, the checkout return, the FAQ.
 * Prerendered for visitors (src/prerender): only the plans are an island there.
 */
export function PricingPage() {
  const { data: user } = useUser();
  const plans = usePlans();
  const [params] = useSearchParams();
  const mode = plans.data?.mode;
  const returnState =
    params.get('success') === 'true' ? 'success' : params.get('canceled') === 'true' ? 'canceled' : null;

  return (
    <section className="container py-16" aria-labelledby="pricing-title">
      <div className="mx-auto mb-10 max-w-2xl text-center">
        <h1 id="pricing-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Choose Your Plan
        </h1>
        <p className="mt-4 text-lg text-slate-600">
          Start free and upgrade when you need tailored versions, custom templates and unlimited sharing.
        </p>
      </div>

      {returnState === 'success' && <PaymentConfirmation user={user ?? null} />}
      {returnState === 'canceled' && (
        <Notice tone="neutral" icon={XCircle} message={MESSAGES.billing.checkoutCanceled} testId="checkout-canceled" />
      )}
      {/* A failed payment is fixed on the card, not by buying again (docs/decisions/0041-pricing-button-states.md). */}
      {user && paymentPastDue(user) && (
        <Notice tone="warning" icon={AlertCircle} message={MESSAGES.billing.pastDue} testId="payment-past-due">
          {mode && mode !== 'disabled' && <ManageSubscriptionButton returnPath={BILLING_PAGES.pricing} />}
        </Notice>
      )}
      {mode === 'disabled' && (
        <Notice
          tone="warning"
          icon={AlertCircle}
          message={{ title: MESSAGES.billing.paymentsUnavailable }}
          testId="payments-unavailable"
        />
      )}

      {plans.isLoading ? (
        <div className="flex justify-center py-16">
          <Spinner className="h-8 w-8" label="Loading plans" />
        </div>
      ) : plans.isError || !plans.data ? (
        <LoadErrorCard
          className="mx-auto max-w-md"
          title="The plans could not be loaded."
          onRetry={() => void plans.refetch()}
        />
      ) : user ? (
        <SignedInPlans catalogue={plans.data} user={user} />
      ) : mode === 'disabled' ? (
        <PaymentsOffPlans catalogue={plans.data} />
      ) : (
        <Island name="visitor-plans" component={VisitorPlans} props={{ catalogue: plans.data }} />
      )}

      {/* Spec: when the status is active; also while trialing or a payment is past due (fixed in the portal). */}
      {user && mode && mode !== 'disabled' && subscribedPlan(user) !== 'free' && !paymentPastDue(user) && (
        <div className="mt-8 flex justify-center">
          <ManageSubscriptionButton returnPath={BILLING_PAGES.pricing} />
        </div>
      )}

      <p className="mt-8 text-center text-sm text-slate-500">
        {MONEY_BACK_GUARANTEE_DAYS}-day money-back guarantee. Cancel anytime.
      </p>

      <PricingFaq />
    </section>
  );
}

/**
 * Back from checkout with success=true: the plan changes when the provider tells the API (a webhook may lag seconds),
 * so the user is read again every CONFIRM_POLL_MS until the plan gives paid access, for at most CONFIRM_TIMEOUT_MS.
 */
function PaymentConfirmation({ user }: { user: User | null }) {
  const client = useQueryClient();
  const paid = user ? hasPaidAccess(user) : false;
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    if (paid || timedOut) return;
    const poll = window.setInterval(() => void client.refetchQueries({ queryKey: userQueryKey }), CONFIRM_POLL_MS);
    const stop = window.setTimeout(() => setTimedOut(true), CONFIRM_TIMEOUT_MS);
    return () => {
      window.clearInterval(poll);
      window.clearTimeout(stop);
    };
  }, [paid, timedOut, client]);

  if (paid && user) {
    return (
      <Notice
        tone="success"
        icon={CheckCircle2}
        message={MESSAGES.billing.confirmed(planLabel(user.plan))}
        testId="payment-confirmed"
      />
    );
  }
  if (timedOut)
    return (
      <Notice tone="warning" icon={AlertCircle} message={MESSAGES.billing.confirmSlow} testId="payment-confirm-slow" />
    );
  return <Notice tone="info" icon={Loader2} spin message={MESSAGES.billing.confirming} testId="payment-confirming" />;
}

function PricingFaq() {
  return (
    <section aria-labelledby="pricing-faq-title" className="mx-auto mt-16 max-w-3xl">
      <h2 id="pricing-faq-title" className="mb-6 text-center text-2xl font-bold tracking-tight">
        Frequently asked questions
      </h2>
      <FaqList items={FAQ} />
    </section>
  );
}
