import type { BillingInterval } from '@resume/contracts';

/** The embedded default's stand-in for a Stripe subscription (table billing_local_subscriptions). */
export interface LocalSubscription {
  id: string;
  customerId: string;
  priceId: string;
  interval: BillingInterval;
  status: 'active' | 'canceled';
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
}

/** One interval later, the day of month kept where it exists (31 January + 1 month = 28/29 February). */
export function addInterval(from: Date, interval: BillingInterval): Date {
  const next = new Date(from.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  if (interval === 'month') next.setUTCMonth(next.getUTCMonth() + 1);
  else next.setUTCFullYear(next.getUTCFullYear() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/**
 * The local subscription as it is at `now`, as Stripe would have moved it: at the end of a period a cancelled one
 * ends (status canceled, the end date kept) and any other renews (the test payment always succeeds).
 */
export function localSubscriptionAt(sub: LocalSubscription, now: Date): LocalSubscription {
  if (sub.status !== 'active' || now < sub.currentPeriodEnd) return sub;
  if (sub.cancelAtPeriodEnd) return { ...sub, status: 'canceled' };
  let end = sub.currentPeriodEnd;
  while (end <= now) end = addInterval(end, sub.interval);
  return { ...sub, currentPeriodEnd: end };
}
