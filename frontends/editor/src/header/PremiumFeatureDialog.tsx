import { Link } from 'react-router-dom';
import { Crown } from 'lucide-react';
import { MESSAGES } from '@resume/contracts';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  PRICING_PATH,
} from '@resume/platform';

/** LinkedIn is a premium feature (spec 2.7): the text, 'Cancel' and 'Upgrade to Premium' (to /pricing). */
export function PremiumFeatureDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="linkedin-premium-dialog">
        <DialogHeader>
          <span className="mb-1 flex h-11 w-11 items-center justify-center rounded-full bg-amber-100 text-amber-700">
            <Crown className="h-5 w-5" aria-hidden="true" />
          </span>
          <DialogTitle>{MESSAGES.guard.premiumFeature.title}</DialogTitle>
          <DialogDescription>{MESSAGES.linkedin.premiumDialog}</DialogDescription>
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
