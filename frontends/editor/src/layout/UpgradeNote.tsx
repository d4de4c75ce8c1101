import { Link } from 'react-router-dom';
import { Crown } from 'lucide-react';
import { MESSAGES } from '@resume/contracts';
import { PRICING_PATH } from '@resume/platform';

// 'Want your own custom template? Upgrade to Premium': the question, then the link.
const NOTE = MESSAGES.marketing.upgradeNote;
const SPLIT = NOTE.indexOf('?') + 1;

/** The free plan's bottom note (spec 2.7). */
export function UpgradeNote() {
  return (
    <aside
      data-testid="upgrade-note"
      className="flex items-center gap-3 rounded-xl border border-amber-200 bg-amber-50 px-5 py-4 text-sm text-amber-900"
    >
      <Crown className="h-5 w-5 shrink-0 text-amber-600" aria-hidden="true" />
      <p>
        {NOTE.slice(0, SPLIT)}{' '}
        <Link
          to={PRICING_PATH}
          className="font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
        >
          {NOTE.slice(SPLIT).trim()}
        </Link>
      </p>
    </aside>
  );
}
