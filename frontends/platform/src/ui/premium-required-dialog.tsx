import { Link } from 'react-router-dom';
import { Crown } from 'lucide-react';
import { MESSAGES } from '@resume/contracts';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog';
import { PRICING_PATH } from '../layout/account-nav-items';

/**
 * The 'Premium Feature' modal for a 403 PREMIUM_REQUIRED answer (spec 2.2 text): 'Cancel' and 'Upgrade to
 * Premium' (to /pricing). `description` replaces the guard's text when a screen has a more precise one.
 */
export function PremiumRequiredDialog({
  open,
  onOpenChange,
  description = MESSAGES.guard.premiumFeature.description,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  description?: string;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="premium-required-dialog">
        <DialogHeader>
          <span className="mb-1 flex h-11 w-11 items-center justify-center rounded-full bg-amber-100 text-amber-700">
            <Crown className="h-5 w-5" aria-hidden="true" />
          </span>
          <DialogTitle>{MESSAGES.guard.premiumFeature.title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button asChild>
            <Link to={PRICING_PATH}>Upgrade to Premium</Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
