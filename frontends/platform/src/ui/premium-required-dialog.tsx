import type { ReactElement } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Crown } from 'lucide-react';
import { MESSAGES } from '@resume/contracts';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog';
import { PRICING_PATH } from '../layout/account-nav-items';

/**
 * The 'Premium Feature' modal (spec 2.2 text), the one every screen shows when the plan lacks a feature: the
 * title, the text, a way out and 'Upgrade to Premium' (to /pricing). `description` replaces the guard's text
 * when a screen has a more precise one.
 *
 * Over a screen (a 403 PREMIUM_REQUIRED answer to an action): 'Cancel' closes it.
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
  return (
    <PremiumDialog
      open={open}
      onOpenChange={onOpenChange}
      description={description}
      dismissLabel="Cancel"
      onDismiss={() => onOpenChange(false)}
      testId="premium-required-dialog"
      upgrade={
        <Button asChild>
          <Link to={PRICING_PATH}>Upgrade to Premium</Link>
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
  return (
    <div className="min-h-[60vh]">
      <PremiumDialog
        open
        onOpenChange={(open) => !open && navigate('/')}
        description={description}
        dismissLabel="Go to Home"
        onDismiss={() => navigate('/')}
        testId="premium-feature-dialog"
        hideClose
        pageTitle
        upgrade={<Button onClick={() => navigate(PRICING_PATH)}>Upgrade to Premium</Button>}
      />
    </div>
  );
}

function PremiumDialog({
  open,
  onOpenChange,
  description = MESSAGES.guard.premiumFeature.description,
  dismissLabel,
  onDismiss,
  testId,
  hideClose = false,
  pageTitle = false,
  upgrade,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
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
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid={testId} hideClose={hideClose}>
        <DialogHeader className="items-center sm:items-start">
          <span className="mb-1 flex h-11 w-11 items-center justify-center rounded-full bg-amber-100 text-amber-700">
            <Crown className="h-5 w-5" aria-hidden="true" />
          </span>
          <DialogTitle asChild={pageTitle}>
            {pageTitle ? <h1>{MESSAGES.guard.premiumFeature.title}</h1> : MESSAGES.guard.premiumFeature.title}
          </DialogTitle>
          <DialogDescription>{description}</DialogDescription>
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
