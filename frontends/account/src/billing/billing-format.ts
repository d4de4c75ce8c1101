import type { BillingInterval, SubscriptionResponse } from '@resume/contracts';
import { formatDate, type useT } from '@resume/platform';

/** The `account` namespace's t (useT('account')). */
type AccountT = ReturnType<typeof useT>;

/** Stripe's states the subscription screens name (their texts: `billing.status.*` of the account namespace). */
const KNOWN_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'unpaid',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'paused',
] as const;

export function statusLabel(t: AccountT, status: string | null | undefined): string {
  if (!status) return t('billing.status.none');
  return (KNOWN_STATUSES as readonly string[]).includes(status) ? t(`billing.status.${status}`) : status;
}

export function intervalLabel(t: AccountT, interval: BillingInterval | null | undefined): string | null {
  if (interval === 'month') return t('billing.billedMonthly');
  if (interval === 'year') return t('billing.billedYearly');
  return null;
}

export function formatBillingDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  // In the page's language through Intl (English: 'March 10, 2026').
  return formatDate(iso, { year: 'numeric', month: 'long', day: 'numeric' }) || null;
}

/** 'Renews on', 'Ends on' or 'Ended on' with the date, or null when there is no period. */
export function periodLine(
  t: AccountT,
  sub: Pick<SubscriptionResponse, 'subscriptionStatus' | 'currentPeriodEnd' | 'cancelAtPeriodEnd'>,
): string | null {
  const date = formatBillingDate(sub.currentPeriodEnd);
  if (!date) return null;
  if (sub.subscriptionStatus === 'canceled' || sub.subscriptionStatus === 'incomplete_expired')
    return t('billing.endedOn', { date });
  if (sub.cancelAtPeriodEnd) return t('billing.endsOn', { date });
  return t('billing.renewsOn', { date });
}
