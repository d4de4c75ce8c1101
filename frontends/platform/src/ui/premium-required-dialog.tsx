import type { ReactElement } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Crown } from 'lucide-react';
import { BILLING_PAGES, paymentPastDue, type UserMessage } from '@resume/contracts';
import { useT } from '../i18n/use-t';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog';
import { PRICING_PATH } from '../layout/account-nav-items';
import { useUser } from '../session/session';

/**
 * A paid plan whose payment failed is not a reason to buy it again: the dialog says what is wrong and leads to
 * Manage Subscription, where the card is fixed (docs/decisions/0041-pricing-button-states.md).
 */
function usePastDue(): boolean {
  const { data: user } = useUser();
  return !!user && paymentPastDue(user);
}

/**
 * The 'Premium Feature' modal (spec 2.2 text), the one every screen shows when the plan lacks a feature: the
 * title, the text, a way out and 'Upgrade to Premium' (to /pricing). `description` replaces the guard's text
 * when a screen has a more precise one.
 *
 * Over a screen (a 403 PREMIUM_REQUIRED answer to an action): 'Cancel' closes it. While the plan's payment is past
 * due it says so and offers 'Manage Subscription' instead.
 */
export function PremiumRequiredDialog({
  open,
  onOpenChange,
  description,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  description?: string;
}) {
  const pastDue = usePastDue();
  const t = useT('platform');
  return (
    <PremiumDialog
      open={open}
      onOpenChange={onOpenChange}
      message={pastDue ? { title: t('premium.pastDueTitle'), description: t('premium.pastDueDescription') } : undefined}
      description={description}
      dismissLabel={t('premium.cancel')}
      onDismiss={() => onOpenChange(false)}
      testId="premium-required-dialog"
      upgrade={
        <Button asChild>
          {pastDue ? (
            <Link to={BILLING_PAGES.subscription}>{t('premium.manageSubscription')}</Link>
          ) : (
            <Link to={PRICING_PATH}>{t('premium.upgrade')}</Link>
          )}
        </Button>
      }
    />
  );
}

/**
 * Instead of a screen (the paid-route guard, or a screen whose data the server refuses with PREMIUM_REQUIRED):
 * always open over an empty page, no close cross; 'Go to Home' or closing it goes to /.
 */
export function PremiumRequiredPage({ description }: { description?: string }) {
  const navigate = useNavigate();
  const pastDue = usePastDue();
  const t = useT('platform');
  return (
    <div className="min-h-[60vh]">
      <PremiumDialog
        open
        onOpenChange={(open) => !open && navigate('/')}
        message={
          pastDue ? { title: t('premium.pastDueTitle'), description: t('premium.pastDueDescription') } : undefined
        }
        description={description}
        dismissLabel={t('premium.goHome')}
        onDismiss={() => navigate('/')}
        testId="premium-feature-dialog"
        hideClose
        pageTitle
        upgrade={
          pastDue ? (
            <Button onClick={() => navigate(BILLING_PAGES.subscription)}>{t('premium.manageSubscription')}</Button>
          ) : (
            <Button onClick={() => navigate(PRICING_PATH)}>{t('premium.upgrade')}</Button>
          )
        }
      />
    </div>
  );
}

function PremiumDialog({
  open,
  onOpenChange,
  message,
  description,
  dismissLabel,
  onDismiss,
  testId,
  hideClose = false,
  pageTitle = false,
  upgrade,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Replaces the title and text (a past-due payment). */
  message?: UserMessage;
  description?: string;
  dismissLabel: string;
  onDismiss: () => void;
  testId: string;
  hideClose?: boolean;
  /** The dialog is the whole page: its title is the page's h1 (one per page), not an h2 under another. */
  pageTitle?: boolean;
  /** 'Upgrade to Premium': a link over a screen, a button in place of one (as the e2e journeys click them). */
  upgrade: ReactElement;
}) {
  const t = useT('platform');
  const title = message?.title ?? t('premium.title');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid={testId} hideClose={hideClose}>
        <DialogHeader className="items-center sm:items-start">
          <span className="mb-1 flex h-11 w-11 items-center justify-center rounded-full bg-amber-100 text-amber-700">
            <Crown className="h-5 w-5" aria-hidden="true" />
          </span>
          <DialogTitle asChild={pageTitle}>{pageTitle ? <h1>{title}</h1> : title}</DialogTitle>
          <DialogDescription>{message?.description ?? description ?? t('premium.description')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onDismiss}>
            {dismissLabel}
          </Button>
          {upgrade}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
