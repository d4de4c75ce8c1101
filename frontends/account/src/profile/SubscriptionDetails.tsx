import { Link } from 'react-router-dom';
import { Check, CreditCard, X } from 'lucide-react';
import { BILLING_PAGES, hasPaidAccess, type User } from '@resume/contracts';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  cn,
  PlanBadge,
  useT,
} from '@resume/platform';
import { subscribedPlan } from '@resume/features';

/** The checklist's items (`subscriptionCard.feature.*` of the account namespace). */
const ALWAYS = ['editing', 'pdf'];
const PAID_ONLY = ['links', 'filters', 'templates', 'linkedin', 'branding'];

/**
 * The profile's Subscription Details card (spec 2.13): the current plan and the feature checklist (the paid items are
 * ticked while the plan gives paid access). A free user gets 'Upgrade to Premium' (/pricing), others 'Manage
 * Subscription' (/subscription), also while a payment is past due, so they can fix it there.
 */
export function SubscriptionDetails({ user }: { user: User }) {
  const paid = hasPaidAccess(user);
  const free = subscribedPlan(user) === 'free';
  const t = useT('account');
  return (
    <Card data-testid="subscription-card" id="profile-subscription" className="mt-6">
      <CardHeader className="flex-row items-center justify-between gap-4 space-y-0">
        <div className="flex items-center gap-3">
          <span className="flex h-10 w-10 items-center justify-center rounded-full bg-primary-soft text-primary">
            <CreditCard className="h-5 w-5" aria-hidden="true" />
          </span>
          <div>
            <CardTitle>{t('subscriptionCard.title')}</CardTitle>
            <CardDescription>{t('subscriptionCard.description')}</CardDescription>
          </div>
        </div>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="flex items-center gap-3 text-sm">
          <span className="font-medium text-slate-500">{t('subscriptionCard.currentPlan')}</span>
          <PlanBadge plan={free ? 'free' : user.plan} />
        </div>
        <ul className="space-y-2" aria-label={t('subscriptionCard.features')}>
          {ALWAYS.map((name) => (
            <Feature key={name} name={t(`subscriptionCard.feature.${name}`)} included />
          ))}
          {PAID_ONLY.map((name) => (
            <Feature key={name} name={t(`subscriptionCard.feature.${name}`)} included={paid} />
          ))}
        </ul>
        <Button asChild variant={free ? 'default' : 'outline'}>
          {free ? (
            <Link to={BILLING_PAGES.pricing}>{t('subscriptionCard.upgrade')}</Link>
          ) : (
            <Link to={BILLING_PAGES.subscription}>{t('subscriptionCard.manage')}</Link>
          )}
        </Button>
      </CardContent>
    </Card>
  );
}

function Feature({ name, included }: { name: string; included: boolean }) {
  const t = useT('account');
  return (
    <li className={cn('flex items-center gap-3 text-sm', !included && 'text-slate-500')}>
      {included ? (
        <Check className="h-4 w-4 shrink-0 text-emerald-600" aria-label={t('subscriptionCard.included')} />
      ) : (
        <X className="h-4 w-4 shrink-0 text-slate-500" aria-label={t('subscriptionCard.notIncluded')} />
      )}
      {name}
    </li>
  );
}
