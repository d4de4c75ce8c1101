import { Link } from 'react-router-dom';
import { AlertTriangle } from 'lucide-react';
import { BILLING_PAGES } from '@resume/contracts';
import { useShareManagerT } from '../locales/use-share-manager-t';

/**
 * Manage Share Links after a subscription ended (docs/decisions/0036-plan-lapse.md): what the links show now, what
 * the owner can still do, and the way back to Premium.
 */
export function PlanEndedNotice({ pastDue = false }: { pastDue?: boolean }) {
  // A failed payment is not an ended plan: it is fixed on the card (docs/decisions/0041-pricing-button-states.md).
  const t = useShareManagerT();
  const texts = pastDue ? 'shareLinks.pastDue' : 'shareLinks.planEnded';
  return (
    <div
      role="status"
      data-testid="plan-ended-notice"
      className="mb-4 flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">{t(`${texts}.title`)}</p>
        <p>{t(`${texts}.description`)}</p>
        {pastDue ? (
          <Link to={BILLING_PAGES.subscription} className="font-medium underline">
            {t('shareLinks.pastDue.manage')}
          </Link>
        ) : (
          <Link to={BILLING_PAGES.pricing} className="font-medium underline">
            {t('shareLinks.planEnded.upgrade')}
          </Link>
        )}
      </div>
    </div>
  );
}
