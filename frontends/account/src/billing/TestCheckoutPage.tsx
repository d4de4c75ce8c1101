import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { FlaskConical, Loader2 } from 'lucide-react';
import { BILLING_PAGES, MESSAGES } from '@resume/contracts';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  FullScreenSpinner,
  isApiError,
  redirectTo,
  toast,
  useT,
} from '@resume/platform';
import { formatPrice, useResetOnBack } from '@resume/features';
import { useCompleteTestCheckout, useTestCheckout } from './billing-api';

/** The banner every page of the embedded default's billing carries: nothing here is a real payment. */
export function TestModeBanner({ children }: { children: ReactNode }) {
  return (
    <div
      role="note"
      data-testid="test-mode-banner"
      className="mb-6 flex items-start gap-3 rounded-xl border-2 border-dashed border-amber-400 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <FlaskConical className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <div>{children}</div>
    </div>
  );
}

/** The local checkout's or portal's session is gone, another account's, or could not be read. */
export function SessionMissing({ what, error }: { what: 'checkout' | 'portal'; error: unknown }) {
  const t = useT('account');
  const gone = isApiError(error) && (error.status === 404 || error.status === 403);
  return (
    <div className="container max-w-xl py-16">
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center text-sm text-red-800">
        <p className="font-semibold">{t(`testBilling.${what}${gone ? 'Missing' : 'Failed'}`)}</p>
        <Button asChild variant="outline" className="mt-4">
          <Link to={BILLING_PAGES.pricing}>{t('testBilling.backToPricing')}</Link>
        </Button>
      </div>
    </div>
  );
}

/**
 * /billing/test-checkout?session=ID: the embedded default's stand-in for the hosted checkout (no STRIPE_SECRET_KEY).
 * 'Complete test payment' drives the same use case as Stripe's webhooks and goes on to the success URL; 'Cancel' goes to
 * the cancel URL.
 */
export function TestCheckoutPage() {
  const [params] = useSearchParams();
  const id = params.get('session');
  const session = useTestCheckout(id);
  const complete = useCompleteTestCheckout();
  const t = useT('account');
  const [leaving, setLeaving] = useState(false);
  useResetOnBack(() => setLeaving(false));

  if (!id) return <SessionMissing what="checkout" error={null} />;
  if (session.isLoading) return <FullScreenSpinner />;
  if (session.isError || !session.data) return <SessionMissing what="checkout" error={session.error} />;
  const s = session.data;

  const pay = () => {
    setLeaving(true);
    complete.mutate(s.id, {
      onSuccess: ({ redirectUrl }) => redirectTo(redirectUrl),
      onError: () => {
        setLeaving(false);
        toast({ ...MESSAGES.billing.checkoutFailed, variant: 'destructive' });
      },
    });
  };
  const cancel = () => {
    setLeaving(true);
    redirectTo(s.cancelUrl);
  };

  return (
    <div className="container max-w-xl py-12">
      <TestModeBanner>
        <p className="font-semibold">{t('testBilling.checkoutTitle')}</p>
        <p>{t('testBilling.checkoutBanner')}</p>
      </TestModeBanner>
      <Card data-testid="test-checkout">
        <CardHeader>
          <CardDescription>{t('testBilling.subscribeTo')}</CardDescription>
          <CardTitle className="text-2xl">{s.planName}</CardTitle>
          <p className="mt-2">
            <span className="text-3xl font-bold tracking-tight" data-testid="test-checkout-price">
              {formatPrice(s.amount)}
            </span>
            <span className="text-slate-500">
              {t(s.interval === 'year' ? 'testBilling.perYear' : 'testBilling.perMonth')}
            </span>
          </p>
          <p className="text-sm text-slate-500">
            {t(s.interval === 'year' ? 'testBilling.billedYearly' : 'testBilling.billedMonthly')}
          </p>
        </CardHeader>
        <CardContent>
          {s.status === 'complete' && (
            <p role="status" className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900">
              {t('testBilling.alreadyComplete')}
            </p>
          )}
        </CardContent>
        <CardFooter className="flex-col items-stretch gap-3 sm:flex-row sm:justify-end">
          {s.status === 'complete' ? (
            <Button asChild>
              <Link to={BILLING_PAGES.subscription}>{t('testBilling.continue')}</Link>
            </Button>
          ) : (
            <>
              <Button variant="outline" disabled={leaving} onClick={cancel}>
                {t('testBilling.cancel')}
              </Button>
              <Button disabled={leaving} onClick={pay}>
                {complete.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
                {t('testBilling.pay')}
              </Button>
            </>
          )}
        </CardFooter>
      </Card>
    </div>
  );
}
