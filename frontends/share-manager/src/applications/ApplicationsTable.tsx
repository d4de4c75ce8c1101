import { APPLICATION_STATUSES, MESSAGES, type ApplicationStatus, type ApplicationSummary } from '@resume/contracts';
import { fieldClassName } from '@resume/platform';
import { shareLinkUrl } from '@resume/features';
import { activityLabel } from './activity-label';

const M = MESSAGES.applications;

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
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm" data-testid="applications-table">
        <thead className="bg-slate-50 text-xs uppercase text-slate-500">
          <tr>
            <th className="px-3 py-2">Company</th>
            <th className="px-3 py-2">Role</th>
            <th className="px-3 py-2">Status</th>
            <th className="px-3 py-2">Applied on</th>
            <th className="px-3 py-2">Match</th>
            <th className="px-3 py-2">Activity</th>
            <th className="px-3 py-2">Link</th>
            <th className="px-3 py-2">
              <span className="sr-only">Actions</span>
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
                  aria-label={`Status of ${a.company}`}
                  className={fieldClassName}
                  value={a.status}
                  onChange={(e) => onMove(a, e.target.value as ApplicationStatus)}
                >
                  {APPLICATION_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {M.statuses[s]}
                    </option>
                  ))}
                </select>
              </td>
              <td className="px-3 py-2">{a.appliedOn ?? '—'}</td>
              <td className="px-3 py-2">{a.matchScore === null ? '—' : `${a.matchScore} %`}</td>
              <td className="px-3 py-2 text-slate-600">{activityLabel(a.link)}</td>
              <td className="px-3 py-2">
                {a.link ? (
                  <a
                    className="text-blue-700 underline"
                    href={shareLinkUrl(a.link.shareableId)}
                    target="_blank"
                    rel="noreferrer"
                  >
                    {a.link.mode === 'frozen' ? 'Frozen link' : 'Live link'}
                  </a>
                ) : (
                  M.linkDeleted
                )}
              </td>
              <td className="px-3 py-2">
                <button
                  type="button"
                  className="text-blue-700 underline-offset-2 hover:underline"
                  onClick={() => onEdit(a)}
                  aria-label={`Edit ${a.company}`}
                >
                  Edit
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
