import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AlertCircle, CalendarClock, CreditCard } from 'lucide-react';
import { BILLING_PAGES, PAID_PLANS, type Plan } from '@resume/contracts';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  FullScreenSpinner,
  LoadErrorCard,
  PlanBadge,
  useT,
} from '@resume/platform';
import { LIVE_SUBSCRIPTION_STATUSES, ManageSubscriptionButton, Notice, useMessages } from '@resume/features';
import { useSubscription } from './billing-api';
import { formatBillingDate, intervalLabel, periodLine, statusLabel } from './billing-format';

/**
 * /subscription (spec 2.1 names the route, issue 11 the contents): plan, status, renewal or end date, the
 * cancel-at-period-end notice, and the billing portal (which returns here).
 */
export function SubscriptionPage() {
  const { data: sub, isLoading, isError, refetch } = useSubscription();
  const t = useT('account');
  const { t: tm, message } = useMessages();

  if (isLoading) return <FullScreenSpinner />;
  if (isError || !sub) {
    return (
      <div className="container max-w-2xl py-10">
        <LoadErrorCard title={t('subscription.loadFailed')} onRetry={() => void refetch()} />
      </div>
    );
  }

  const live =
    PAID_PLANS.includes(sub.plan as Plan) && LIVE_SUBSCRIPTION_STATUSES.includes(sub.subscriptionStatus ?? '');
  const endDate = formatBillingDate(sub.currentPeriodEnd);
  const period = periodLine(t, sub);
  const billed = intervalLabel(t, sub.interval);
  const pastDue = sub.subscriptionStatus === 'past_due' || sub.subscriptionStatus === 'unpaid';
  const paymentsUnavailable = tm('ERROR_CODES.BILLING_DISABLED');

  return (
    <div className="container max-w-2xl py-10">
      <h1 className="mb-8 text-3xl font-bold tracking-tight">{t('subscription.title')}</h1>

      {live && sub.cancelAtPeriodEnd && endDate && (
        <Notice
          tone="warning"
          icon={CalendarClock}
          message={message('MESSAGES.billing.cancelAtPeriodEnd', { date: endDate })}
          testId="cancel-at-period-end"
        />
      )}
      {pastDue && (
        <Notice
          tone="warning"
          icon={AlertCircle}
          message={message('MESSAGES.billing.pastDue')}
          testId="payment-past-due"
        />
      )}

      <Card data-testid="subscription-details">
        <CardHeader className="flex-row items-center gap-3 space-y-0">
          <span className="flex h-10 w-10 items-center justify-center rounded-full bg-primary-soft text-primary">
            <CreditCard className="h-5 w-5" aria-hidden="true" />
          </span>
          <div>
            <CardTitle>{t('subscription.yourPlan')}</CardTitle>
            <CardDescription>{t('subscription.portalHint')}</CardDescription>
          </div>
        </CardHeader>
        <CardContent className="space-y-6">
          <dl className="space-y-4 text-sm">
            <Row label={t('subscription.plan')} testId="subscription-plan">
              <PlanBadge plan={live ? sub.plan : 'free'} />
              {live && billed && <span className="ml-2 text-slate-500">{billed}</span>}
            </Row>
            <Row label={t('subscription.status')} testId="subscription-status">
              {statusLabel(t, sub.subscriptionStatus)}
            </Row>
            {period && (
              <Row
                label={t(sub.cancelAtPeriodEnd || !live ? 'subscription.endDate' : 'subscription.renewalDate')}
                testId="subscription-period"
              >
                {period}
              </Row>
            )}
          </dl>

          <div className="flex flex-wrap gap-3">
            {sub.hasCustomer && sub.mode !== 'disabled' && (
              <ManageSubscriptionButton returnPath={BILLING_PAGES.subscription} />
            )}
            {!live && (
              <Button asChild>
                <Link to={BILLING_PAGES.pricing}>{t('subscription.upgrade')}</Link>
              </Button>
            )}
          </div>
          {sub.mode === 'disabled' && <p className="text-sm text-slate-500">{paymentsUnavailable}</p>}
        </CardContent>
      </Card>
    </div>
  );
}

function Row({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-3 sm:gap-4">
      <dt className="font-medium text-slate-500">{label}</dt>
      <dd className="flex items-center text-slate-900 sm:col-span-2" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
