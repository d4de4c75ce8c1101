import type { ReactNode } from 'react';
import type { ApplicationSummary } from '@resume/contracts';
import { cn, formatNumber } from '@resume/platform';
import { useShareManagerT } from '../locales/use-share-manager-t';
import { activityLabel } from './activity-label';

/** One application as the board shows it: company, role, its match then, and what its link did since. */
export function ApplicationCard({
  application,
  handle,
  onEdit,
  className,
}: {
  application: ApplicationSummary;
  onEdit?: () => void;
  /** The drag handle's props (the whole card is the handle). */
  handle?: ReactNode;
  className?: string;
}) {
  const t = useShareManagerT();
  return (
    <article
      className={cn('rounded-lg border border-slate-200 bg-white p-3 text-sm shadow-sm', className)}
      aria-label={t('applications.cardLabel', { company: application.company, role: application.role })}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900" title={application.company} dir="auto">
            {application.company}
          </p>
          <p className="truncate text-slate-600" title={application.role} dir="auto">
            {application.role}
          </p>
        </div>
        {handle}
      </div>
      {application.matchScore !== null ? (
        <p className="mt-2 text-xs font-medium text-blue-700">
          {t('applications.match', { score: formatNumber(application.matchScore) })}
        </p>
      ) : null}
      <p className="mt-1 text-xs text-slate-500" data-testid="application-activity">
        {activityLabel(t, application.link)}
      </p>
      {onEdit ? (
        <button
          type="button"
          className="mt-2 text-xs font-medium text-blue-700 underline-offset-2 hover:underline"
          onClick={onEdit}
          aria-label={t('applications.editNamed', { company: application.company })}
        >
          {t('common.edit')}
        </button>
      ) : null}
    </article>
  );
}
