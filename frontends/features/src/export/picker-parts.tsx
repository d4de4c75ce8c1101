import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Lock } from 'lucide-react';
import { PICKER_LIST_HEIGHT_PX } from '@resume/contracts';
import { PRICING_PATH } from '@resume/platform';
import { useFeaturesT } from '../locales';

const listStyle = { height: PICKER_LIST_HEIGHT_PX };

/** A tab's list of radio cards, 300 px high and scrolling (spec 4). */
export function PickerScrollList({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div
      role="radiogroup"
      aria-label={label}
      style={listStyle}
      className="grid content-start gap-2 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50/60 p-2"
      data-testid={testId}
    >
      {children}
    </div>
  );
}

/** What a list shows instead of its cards: loading, a failure, nothing there. */
export function ListMessage({ children }: { children: ReactNode }) {
  return (
    <div className="flex h-full items-center justify-center p-4 text-center text-sm text-slate-500">{children}</div>
  );
}

/** Without paid access: what the locked choices are, with the way to pricing. */
export function PremiumLockedNotice({ testId, children }: { testId: string; children: ReactNode }) {
  const t = useFeaturesT();
  return (
    <div
      className="flex items-start gap-3 rounded-md border border-dashed border-amber-300 bg-amber-50 px-3 py-3"
      data-testid={testId}
    >
      <Lock className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" aria-hidden="true" />
      <div className="min-w-0 flex-1 text-amber-900">{children}</div>
      <Link
        to={PRICING_PATH}
        className="shrink-0 text-xs font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
      >
        {t('picker.upgrade')}
      </Link>
    </div>
  );
}
