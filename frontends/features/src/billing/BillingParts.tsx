import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { AlertCircle, Loader2 } from 'lucide-react';
import { ERROR_CODES, MESSAGES, type ErrorCode, type UserMessage } from '@resume/contracts';
import { Button, cn, isApiError, redirectTo, toast } from '@resume/platform';
import { useFeaturesT } from '../locales';
import { useCustomerPortal } from './billing';

// Answers a retry cannot fix: their catalogue text says what to do instead of the spec's 'Please try again.'
const EXPLAINED: readonly ErrorCode[] = [
  'SUBSCRIPTION_EXISTS',
  'NO_BILLING_ACCOUNT',
  'NO_SUBSCRIPTION',
  'BILLING_DISABLED',
  'RATE_LIMITED',
];

/**
 * The toast of a failed checkout or portal request: the spec's 'Error' texts (section 8), 'Price ID Missing' when the
 * API refuses the price, and the catalogue's text for the answers a retry cannot fix.
 */
export function billingFailure(error: unknown, fallback: UserMessage): UserMessage {
  const code = isApiError(error) ? error.code : undefined;
  if (code === 'PRICE_NOT_AVAILABLE') return MESSAGES.billing.priceIdMissing;
  if (code && EXPLAINED.includes(code)) return { title: fallback.title, description: ERROR_CODES[code].message };
  return fallback;
}

/**
 * POST /api/customer-portal {returnUrl: origin + returnPath}, then the browser goes to the portal. Shared by the pricing
 * page and /subscription.
 */
export function ManageSubscriptionButton({ returnPath, className }: { returnPath: string; className?: string }) {
  const t = useFeaturesT();
  const portal = useCustomerPortal();
  const [leaving, setLeaving] = useState(false);
  useResetOnBack(() => setLeaving(false));
  const open = () => {
    setLeaving(true);
    portal.mutate(
      { returnUrl: `${window.location.origin}${returnPath}` },
      {
        onSuccess: ({ url }) => redirectTo(url),
        onError: (error) => {
          setLeaving(false);
          toast({ ...billingFailure(error, MESSAGES.billing.portalFailed), variant: 'destructive' });
        },
      },
    );
  };
  return (
    <Button variant="outline" className={className} disabled={leaving} onClick={open}>
      {leaving && <Loader2 className="animate-spin" aria-hidden="true" />}
      {t('billing.manageSubscription')}
    </Button>
  );
}

const TONES = {
  neutral: 'border-slate-200 bg-slate-50 text-slate-800',
  info: 'border-blue-200 bg-blue-50 text-blue-900',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
} as const;

/**
 * A one-message banner (role=status) for page states: checkout return, payments unavailable, subscription notices.
 * The message comes in the page's language (the shell reads the `messages` namespace for the pricing page's).
 */
export function Notice({
  tone,
  icon: Icon,
  message,
  testId,
  spin = false,
  children,
}: {
  tone: keyof typeof TONES;
  icon: typeof AlertCircle;
  message: UserMessage;
  testId?: string;
  spin?: boolean;
  /** An action under the text (e.g. Manage Subscription for a past-due payment). */
  children?: ReactNode;
}) {
  return (
    <div
      role="status"
      data-testid={testId}
      className={cn('mx-auto mb-8 flex max-w-2xl gap-3 rounded-xl border p-4', TONES[tone])}
    >
      <Icon className={cn('mt-0.5 h-5 w-5 shrink-0', spin && 'animate-spin')} aria-hidden="true" />
      <div>
        <p className="font-semibold">{message.title}</p>
        {message.description && <p className="mt-1 text-sm opacity-90">{message.description}</p>}
        {children && <div className="mt-3">{children}</div>}
      </div>
    </div>
  );
}

/** Back from a provider page the browser may restore this page as it was left (bfcache): a 'leaving' state ends there. */
export function useResetOnBack(reset: () => void): void {
  const onBack = useEffectEvent(reset);
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) onBack();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);
}
