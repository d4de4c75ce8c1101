import { Download, Eye, Users } from 'lucide-react';
import { SHARE_ANALYTICS, type ShareLinkDay, type ShareLinkDetails } from '@resume/contracts';
import { formatDate, formatNumber, Spinner } from '@resume/platform';
import { useShareLinkAnalytics } from '@resume/features';
import { useShareManagerT } from '../locales/use-share-manager-t';

/** The last SHARE_ANALYTICS.days days, oldest first, with zero for days the server did not list. */
function fillDays(days: ShareLinkDay[], today = new Date()): ShareLinkDay[] {
  const byDate = new Map(days.map((d) => [d.date, d]));
  const out: ShareLinkDay[] = [];
  for (let i = SHARE_ANALYTICS.days - 1; i >= 0; i -= 1) {
    const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - i))
      .toISOString()
      .slice(0, 10);
    out.push(byDate.get(date) ?? { date, views: 0, uniqueVisitors: 0, downloads: 0 });
  }
  return out;
}

const dayLabel = (date: string) => formatDate(`${date}T00:00:00Z`, { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Views, unique visitors, PDF downloads and a 30-day bar chart of daily views (plain divs, no chart library). */
export function AnalyticsPanel({ link }: { link: ShareLinkDetails }) {
  const t = useShareManagerT();
  const analytics = useShareLinkAnalytics(link.id);
  if (analytics.isLoading) {
    return (
      <div className="flex justify-center py-6">
        <Spinner label={t('analytics.loading')} />
      </div>
    );
  }
  const data = analytics.data;
  const days = fillDays(data?.days ?? []);
  const max = Math.max(1, ...days.map((d) => d.views));
  const totalViews = data?.views ?? link.viewCount;
  const count = (value: number | undefined) => (value === undefined ? '—' : formatNumber(value));
  const total = days.reduce((n, d) => n + d.views, 0);
  // The test ids stay English: the journeys find each figure by them in every language.
  const stats = [
    { id: 'views', label: t('analytics.views'), value: count(totalViews), icon: Eye },
    { id: 'unique-visitors', label: t('analytics.uniqueVisitors'), value: count(data?.uniqueVisitors), icon: Users },
    {
      id: 'pdf-downloads',
      label: t('analytics.downloads'),
      value: count(data?.downloads ?? link.downloadCount ?? 0),
      icon: Download,
    },
  ];
  return (
    <div className="grid gap-4 md:grid-cols-[14rem_minmax(0,1fr)]" data-testid="share-link-analytics">
      <dl className="grid grid-cols-3 gap-3 md:grid-cols-1">
        {stats.map(({ id, label, value, icon: Icon }) => (
          <div key={id} className="rounded-lg border border-slate-200 bg-white px-3 py-2">
            <dt className="flex items-center gap-1.5 text-xs text-slate-500">
              <Icon className="h-3.5 w-3.5" aria-hidden="true" />
              {label}
            </dt>
            <dd className="text-lg font-semibold text-slate-900" data-testid={`analytics-${id}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <figure className="min-w-0 rounded-lg border border-slate-200 bg-white p-3">
        <figcaption className="mb-2 flex items-baseline justify-between text-xs text-slate-500">
          <span className="font-medium text-slate-700">
            {t('analytics.daily', { days: formatNumber(SHARE_ANALYTICS.days) })}
          </span>
          {analytics.isError && <span className="text-red-600">{t('analytics.failed')}</span>}
        </figcaption>
        <div
          role="img"
          aria-label={t('analytics.chart', {
            days: formatNumber(SHARE_ANALYTICS.days),
            total: formatNumber(total),
            max: formatNumber(Math.max(0, ...days.map((d) => d.views))),
          })}
          className="flex h-28 items-end gap-[3px]"
        >
          {days.map((d) => (
            <div
              key={d.date}
              title={t('analytics.dayViews', { count: d.views, day: dayLabel(d.date), n: formatNumber(d.views) })}
              className={
                d.views > 0 ? 'flex-1 rounded-t-sm bg-primary/80 hover:bg-primary' : 'flex-1 rounded-t-sm bg-slate-200'
              }
              style={{ height: d.views > 0 ? `${Math.max(6, (d.views / max) * 100)}%` : '3px' }}
            />
          ))}
        </div>
        <div className="mt-1 flex justify-between text-[10px] text-slate-500" aria-hidden="true">
          <span>{dayLabel(days[0].date)}</span>
          <span>{dayLabel(days[days.length - 1].date)}</span>
        </div>
      </figure>
    </div>
  );
}
