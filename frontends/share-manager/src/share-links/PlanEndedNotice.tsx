import { Link } from 'react-router-dom';
import { AlertTriangle } from 'lucide-react';
import { BILLING_PAGES, MESSAGES } from '@resume/contracts';

/**
 * Manage Share Links after a subscription ended (docs/decisions/0036-plan-lapse.md): what the links show now, what
 * the owner can still do, and the way back to Premium.
 */
export function PlanEndedNotice() {
  const { title, description } = MESSAGES.shareLinks.planEnded;
  return (
    <div
      role="status"
      data-testid="plan-ended-notice"
      className="mb-4 flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">{title}</p>
        <p>{description}</p>
        <Link to={BILLING_PAGES.pricing} className="font-medium underline">
          {MESSAGES.shareLinks.upgradeAgain}
        </Link>
      </div>
    </div>
  );
}
