import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CalendarClock, Loader2 } from 'lucide-react';
import { MESSAGES, PAID_PLANS, type Plan, type TestPortalAction } from '@resume/contracts';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  FullScreenSpinner,
  PlanBadge,
  redirectTo,
  toast,
  useT,
} from '@resume/platform';
import { billingFailure, LIVE_SUBSCRIPTION_STATUSES, Notice, useMessages, useResetOnBack } from '@resume/features';
import { useTestPortal, useTestPortalAction } from './billing-api';
import { formatBillingDate, intervalLabel, periodLine, statusLabel } from './billing-format';
import { SessionMissing, TestModeBanner } from './TestCheckoutPage';

/**
 * /billing/test-portal?session=ID: the embedded default's stand-in for the billing portal. Cancel at the period end,
 * resume, switch between monthly and yearly billing (each drives the same use case as Stripe's webhooks), and 'Return'.
 */
export function TestPortalPage() {
  const [params] = useSearchParams();
  const id = params.get('session');
  const portal = useTestPortal(id);
  const act = useTestPortalAction(id ?? '');
  const t = useT('account');
  const { message } = useMessages();
  const [leaving, setLeaving] = useState(false);
  useResetOnBack(() => setLeaving(false));

  if (!id) return <SessionMissing what="portal" error={null} />;
  if (portal.isLoading) return <FullScreenSpinner />;
  if (portal.isError || !portal.data) return <SessionMissing what="portal" error={portal.error} />;
  const { subscription: sub, returnUrl } = portal.data;
  const live =
    PAID_PLANS.includes(sub.plan as Plan) && LIVE_SUBSCRIPTION_STATUSES.includes(sub.subscriptionStatus ?? '');
  const endDate = formatBillingDate(sub.currentPeriodEnd);
  const period = periodLine(t, sub);
  const billed = intervalLabel(t, sub.interval);
  const busy = act.isPending || leaving;
  const running = (action: TestPortalAction['action']) => act.isPending && act.variables?.action === action;
  const [cancelling, resuming, switching] = [running('cancel'), running('resume'), running('switch')];

  const run = (action: TestPortalAction) =>
    act.mutate(action, {
      onError: (error) => toast({ ...billingFailure(error, MESSAGES.billing.portalFailed), variant: 'destructive' }),
    });

  return (
    <div className="container max-w-xl py-12">
      <TestModeBanner>
        <p className="font-semibold">{t('testBilling.portalTitle')}</p>
        <p>{t('testBilling.portalBanner')}</p>
      </TestModeBanner>

      {live && sub.cancelAtPeriodEnd && endDate && (
        <Notice
          tone="warning"
          icon={CalendarClock}
          message={message('MESSAGES.billing.cancelAtPeriodEnd', { date: endDate })}
          testId="cancel-at-period-end"
        />
      )}

      <Card data-testid="test-portal">
        <CardHeader>
          <CardDescription>{t('testBilling.yourSubscription')}</CardDescription>
          <CardTitle className="flex items-center gap-3 text-2xl">
            <PlanBadge plan={live ? sub.plan : 'free'} />
            {live && billed && <span className="text-base font-normal text-slate-500">{billed}</span>}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="space-y-3 text-sm">
            <div className="flex gap-4">
              <dt className="w-28 font-medium text-slate-500">{t('testBilling.status')}</dt>
              <dd data-testid="test-portal-status">{statusLabel(t, sub.subscriptionStatus)}</dd>
            </div>
            {period && (
              <div className="flex gap-4">
                <dt className="w-28 font-medium text-slate-500">
                  {t(sub.cancelAtPeriodEnd || !live ? 'testBilling.endDate' : 'testBilling.renewalDate')}
                </dt>
                <dd data-testid="test-portal-period">{period}</dd>
              </div>
            )}
          </dl>
        </CardContent>
        <CardFooter className="flex-wrap gap-3">
          {live && !sub.cancelAtPeriodEnd && (
            <Button variant="destructive" disabled={busy} onClick={() => run({ action: 'cancel' })}>
              {cancelling && <Loader2 className="animate-spin" aria-hidden="true" />}
              {t('testBilling.cancelSubscription')}
            </Button>
          )}
          {live && sub.cancelAtPeriodEnd && (
            <Button disabled={busy} onClick={() => run({ action: 'resume' })}>
              {resuming && <Loader2 className="animate-spin" aria-hidden="true" />}
              {t('testBilling.resumeSubscription')}
            </Button>
          )}
          {/* As in Stripe's portal, a cancelled subscription is resumed before its interval changes. */}
          {live && !sub.cancelAtPeriodEnd && sub.interval && (
            <Button
              variant="outline"
              disabled={busy}
              onClick={() => run({ action: 'switch', interval: sub.interval === 'year' ? 'month' : 'year' })}
            >
              {switching && <Loader2 className="animate-spin" aria-hidden="true" />}
              {t(sub.interval === 'year' ? 'testBilling.toMonthly' : 'testBilling.toYearly')}
            </Button>
          )}
          <Button
            variant="ghost"
            className="ml-auto"
            disabled={leaving}
            onClick={() => {
              setLeaving(true);
              redirectTo(returnUrl);
            }}
          >
            {t('testBilling.return')}
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}
