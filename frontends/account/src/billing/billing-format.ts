import type { BillingInterval, SubscriptionResponse } from '@resume/contracts';
import { formatDate } from '@resume/platform';

/** How the subscription screens name Stripe's states. */
const STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  trialing: 'Trial',
  past_due: 'Payment past due',
  unpaid: 'Unpaid',
  canceled: 'Canceled',
  incomplete: 'Awaiting first payment',
  incomplete_expired: 'Expired',
  paused: 'Paused',
};

export function statusLabel(status: string | null | undefined): string {
  if (!status) return 'No subscription';
  return STATUS_LABELS[status] ?? status;
}

export function intervalLabel(interval: BillingInterval | null | undefined): string | null {
  if (interval === 'month') return 'Billed monthly';
  if (interval === 'year') return 'Billed yearly';
  return null;
}

export function formatBillingDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  // In the page's language through Intl (English: 'March 10, 2026').
  return formatDate(iso, { year: 'numeric', month: 'long', day: 'numeric' }) || null;
}

/** 'Renews on', 'Ends on' or 'Ended on' with the date, or null when there is no period. */
export function periodLine(
  sub: Pick<SubscriptionResponse, 'subscriptionStatus' | 'currentPeriodEnd' | 'cancelAtPeriodEnd'>,
): string | null {
  const date = formatBillingDate(sub.currentPeriodEnd);
  if (!date) return null;
  if (sub.subscriptionStatus === 'canceled' || sub.subscriptionStatus === 'incomplete_expired')
    return `Ended on ${date}`;
  if (sub.cancelAtPeriodEnd) return `Ends on ${date}`;
  return `Renews on ${date}`;
}
