import { APPLICATION_STATUSES, type ApplicationStatus, type ApplicationSummary } from '@resume/contracts';
import { fieldClassName, formatNumber } from '@resume/platform';
import { useShareManagerT } from '../locales/use-share-manager-t';
import { shareLinkUrl } from '@resume/features';
import { activityLabel } from './activity-label';

/** The same applications as a table, the status changed with a select (the board's keyboard-free twin). */
export function ApplicationsTable({
  applications,
  onMove,
  onEdit,
}: {
  applications: ApplicationSummary[];
  onMove: (application: ApplicationSummary, status: ApplicationStatus) => void;
  onEdit: (application: ApplicationSummary) => void;
}) {
  const t = useShareManagerT();
  const columns = ['company', 'role', 'status', 'appliedOn', 'match', 'activity', 'link'] as const;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-start text-sm" data-testid="applications-table">
        <thead className="bg-slate-50 text-xs uppercase text-slate-500">
          <tr>
            {columns.map((column) => (
              <th key={column} className="px-3 py-2 text-start">
                {t(`applications.columns.${column}`)}
              </th>
            ))}
            <th className="px-3 py-2">
              <span className="sr-only">{t('applications.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {applications.map((a) => (
            <tr key={a.id} className="border-t border-slate-100 align-top">
              <td className="px-3 py-2 font-medium text-slate-900">{a.company}</td>
              <td className="px-3 py-2">{a.role}</td>
              <td className="px-3 py-2">
                <select
                  aria-label={t('applications.statusOf', { company: a.company })}
                  className={fieldClassName}
                  value={a.status}
                  onChange={(e) => onMove(a, e.target.value as ApplicationStatus)}
                >
                  {APPLICATION_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {t(`applications.statuses.${s}`)}
                    </option>
                  ))}
                </select>
              </td>
              <td className="px-3 py-2">
                {/* The day as the API writes it (YYYY-MM-DD): the same in every language, and what the journeys read. */}
                {a.appliedOn ?? '—'}
              </td>
              <td className="px-3 py-2">
                {a.matchScore === null ? '—' : t('applications.percent', { score: formatNumber(a.matchScore) })}
              </td>
              <td className="px-3 py-2 text-slate-600">{activityLabel(t, a.link)}</td>
              <td className="px-3 py-2">
                {a.link ? (
                  <a
                    className="text-blue-700 underline"
                    href={shareLinkUrl(a.link.shareableId)}
                    target="_blank"
                    rel="noreferrer"
                  >
                    {a.link.mode === 'frozen' ? t('applications.frozenLink') : t('applications.liveLink')}
                  </a>
                ) : (
                  t('applications.linkDeleted')
                )}
              </td>
              <td className="px-3 py-2">
                <button
                  type="button"
                  className="text-blue-700 underline-offset-2 hover:underline"
                  onClick={() => onEdit(a)}
                  aria-label={t('applications.editNamed', { company: a.company })}
                >
                  {t('common.edit')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
