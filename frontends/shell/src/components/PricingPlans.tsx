import { useState, type ReactNode } from 'react';
import type { BillingInterval, PlansResponse, User } from '@resume/contracts';
import { Badge, cn, useT } from '@resume/platform';
import { useHydrated } from '../prerender/use-hydrated';
import { PricingCards, Unavailable, VisitorPricingCards } from './PricingCards';

/** The interval switch and the cards priced for the chosen interval (spec 2.14). */
function PlansSection({ children }: { children: (interval: BillingInterval) => ReactNode }) {
  const [interval, setBillingInterval] = useState<BillingInterval>('month');
  return (
    <>
      <IntervalSwitch value={interval} onChange={setBillingInterval} />
      {children(interval)}
    </>
  );
}

/** The plans for a signed-in user: the buttons start a checkout (PricingCards). */
export function SignedInPlans({ catalogue, user }: { catalogue: PlansResponse; user: User }) {
  return (
    <PlansSection>
      {(interval) => <PricingCards plans={catalogue.plans} mode={catalogue.mode} interval={interval} user={user} />}
    </PlansSection>
  );
}

/**
 * The plans for a visitor: links to sign in and back. The island of the prerendered pricing page (the switch needs
 * script), built from the contracts' catalogue: the backend serves that page only where the API answers the same
 * catalogue to a visitor (payments on, no Professional plan), so nothing here is read again.
 */
export function VisitorPlans({ catalogue }: { catalogue: PlansResponse }) {
  return (
    <PlansSection>{(interval) => <VisitorPricingCards plans={catalogue.plans} interval={interval} />}</PlansSection>
  );
}

/** The plans for a visitor with payments off (BILLING=disabled): the paid plans say so. */
export function PaymentsOffPlans({ catalogue }: { catalogue: PlansResponse }) {
  return (
    <PlansSection>
      {(interval) => <VisitorPricingCards plans={catalogue.plans} interval={interval} paidButton={<Unavailable />} />}
    </PlansSection>
  );
}

function IntervalSwitch({ value, onChange }: { value: BillingInterval; onChange: (value: BillingInterval) => void }) {
  // In the prerendered page the switch is off until its island has hydrated: a click before that would be lost.
  const hydrated = useHydrated();
  const t = useT('shell');
  const option = (interval: BillingInterval, label: string, badge?: string) => (
    <button
      type="button"
      role="radio"
      aria-checked={value === interval}
      disabled={!hydrated}
      onClick={() => onChange(interval)}
      className={cn(
        'inline-flex items-center gap-2 rounded-full px-5 py-2 text-sm font-medium transition-colors disabled:cursor-default focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary',
        value === interval ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
      )}
    >
      {label}
      {badge && (
        <Badge variant="success" data-testid="yearly-discount">
          {badge}
        </Badge>
      )}
    </button>
  );
  const monthly = option('month', t('pricing.monthly'));
  const yearly = option('year', t('pricing.yearly'), t('pricing.yearlyDiscount'));
  return (
    <div className="mb-10 flex justify-center">
      <div role="radiogroup" aria-label={t('pricing.interval')} className="inline-flex rounded-full bg-slate-100 p-1">
        {monthly}
        {yearly}
      </div>
    </div>
  );
}
