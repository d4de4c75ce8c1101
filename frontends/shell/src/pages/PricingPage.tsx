import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { AlertCircle, CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { BILLING_PAGES, hasPaidAccess, paymentPastDue, PRICES, type User } from '@resume/contracts';
import { LoadErrorCard, Spinner, userQueryKey, useT, useUser } from '@resume/platform';
import { formatPrice, ManageSubscriptionButton, Notice, subscribedPlan, useMessages, usePlans } from '@resume/features';
import { FaqList } from '../components/FaqList';
import { PaymentsOffPlans, SignedInPlans, VisitorPlans } from '../components/PricingPlans';
import { Island } from '../prerender/Island';

/** Back from a paid checkout the plan changes when the provider's webhook arrives: the user is read again this often... */
export const CONFIRM_POLL_MS = 2_000;
/** ...for at most this long, then the page says it is taking longer. */
export const CONFIRM_TIMEOUT_MS = 60_000;

/**
 * The FAQ's questions and answers (the `shell` namespace's keys): the questions the landing page asks too, in the same
 * words, are its keys.
 */
const FAQ = [
  ['landing.faq.premiumQ', 'pricing.faq.premiumA'],
  ['pricing.faq.billingQ', 'pricing.faq.billingA'],
  ['pricing.faq.paymentQ', 'pricing.faq.paymentA'],
  ['landing.faq.cancelQ', 'pricing.faq.cancelA'],
  ['pricing.faq.lapseQ', 'pricing.faq.lapseA'],
  ['pricing.faq.linkedinQ', 'pricing.faq.linkedinA'],
  ['pricing.faq.refundQ', 'pricing.faq.refundA'],
  ['landing.faq.domainQ', 'landing.faq.domainA'],
] as const;

/**
 * 'Choose Your Plan' (spec 2.14): interval switch, the plan cards, Manage Subscription, the checkout return, the FAQ.
 * Prerendered for visitors (src/prerender): only the plans are an island there.
 */
export function PricingPage() {
  const t = useT('shell');
  const { t: messageText, message } = useMessages();
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
          {t('pricing.title')}
        </h1>
        <p className="mt-4 text-lg text-slate-600">{t('pricing.intro')}</p>
      </div>

      {returnState === 'success' && <PaymentConfirmation user={user ?? null} />}
      {returnState === 'canceled' && (
        <Notice
          tone="neutral"
          icon={XCircle}
          message={message('MESSAGES.billing.checkoutCanceled')}
          testId="checkout-canceled"
        />
      )}
      {/* A failed payment is fixed on the card, not by buying again (docs/decisions/0041-pricing-button-states.md). */}
      {user && paymentPastDue(user) && (
        <Notice
          tone="warning"
          icon={AlertCircle}
          message={message('MESSAGES.billing.pastDue')}
          testId="payment-past-due"
        >
          {mode && mode !== 'disabled' && <ManageSubscriptionButton returnPath={BILLING_PAGES.pricing} />}
        </Notice>
      )}
      {mode === 'disabled' && (
        <Notice
          tone="warning"
          icon={AlertCircle}
          // MESSAGES.billing.paymentsUnavailable, the API's text for BILLING_DISABLED.
          message={{ title: messageText('ERROR_CODES.BILLING_DISABLED') }}
          testId="payments-unavailable"
        />
      )}

      {plans.isLoading ? (
        <div className="flex justify-center py-16">
          <Spinner className="h-8 w-8" label={t('pricing.loading')} />
        </div>
      ) : plans.isError || !plans.data ? (
        <LoadErrorCard
          className="mx-auto max-w-md"
          title={t('pricing.loadFailed')}
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

      <p className="mt-8 text-center text-sm text-slate-500">{t('pricing.guarantee')}</p>

      <PricingFaq />
    </section>
  );
}

/**
 * Back from checkout with success=true: the plan changes when the provider tells the API (a webhook may lag seconds),
 * so the user is read again every CONFIRM_POLL_MS until the plan gives paid access, for at most CONFIRM_TIMEOUT_MS.
 */
function PaymentConfirmation({ user }: { user: User | null }) {
  const t = useT('shell');
  const { message } = useMessages();
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
        message={message('MESSAGES.billing.confirmed', { plan: t(`plan.names.${user.plan}`) })}
        testId="payment-confirmed"
      />
    );
  }
  if (timedOut)
    return (
      <Notice
        tone="warning"
        icon={AlertCircle}
        message={message('MESSAGES.billing.confirmSlow')}
        testId="payment-confirm-slow"
      />
    );
  return (
    <Notice
      tone="info"
      icon={Loader2}
      spin
      message={message('MESSAGES.billing.confirming')}
      testId="payment-confirming"
    />
  );
}

function PricingFaq() {
  const t = useT('shell');
  // Prices in the page's language ('$4.99', '4,99 $').
  const prices = { monthly: formatPrice(PRICES.premium.monthly), yearly: formatPrice(PRICES.premium.yearly) };
  const items = FAQ.map(([q, a]) => ({ q: t(q), a: t(a, prices) }));
  return (
    <section aria-labelledby="pricing-faq-title" className="mx-auto mt-16 max-w-3xl">
      <h2 id="pricing-faq-title" className="mb-6 text-center text-2xl font-bold tracking-tight">
        {t('pricing.faqTitle')}
      </h2>
      <FaqList items={items} />
    </section>
  );
}
