import { ChevronDown } from 'lucide-react';
import { cn, formatNumber } from '@resume/platform';
import { ago, useShareManagerT } from '../locales/use-share-manager-t';
import { AnalyticsPanel } from './AnalyticsPanel';
import { LinkActionsMenu } from './LinkActionsMenu';
import { fullTime, LinkAddress, ModeBadge, SecurityBadge, StateBadge } from './link-badges';
import { LinkReading } from './LinkReading';
import { templateLabel } from './ShareLinkCard';
import type { ShareLinkView } from './use-share-links-page';

/** One share link as a row of the wide table, and under it, when open, its analytics (paid plans only). */
export function ShareLinkRow({ link, url, template, reading, copied, open, actions }: ShareLinkView) {
  const t = useShareManagerT();
  const panelId = `analytics-${link.id}`;
  const toggleAnalytics = actions.toggleAnalytics;
  return (
    <>
      <tr data-testid="share-link-row" data-link-id={link.id} className={cn('align-top', open && 'bg-slate-50/70')}>
        <td className="px-4 py-3">
          <div className="flex items-start gap-2">
            {toggleAnalytics && (
              <button
                type="button"
                onClick={() => toggleAnalytics(link)}
                aria-expanded={open}
                aria-controls={panelId}
                aria-label={open ? t('shareLinks.hideAnalytics') : t('shareLinks.showAnalytics')}
                className="mt-0.5 rounded p-0.5 text-slate-500 hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
              >
                <ChevronDown className={cn('h-4 w-4 transition-transform', open && 'rotate-180')} aria-hidden="true" />
              </button>
            )}
            <div className="min-w-0">
              <LinkAddress link={link} url={url} copied={copied} />
              <LinkReading link={link} reading={reading} />
            </div>
          </div>
        </td>
        <td className="px-4 py-3">
          <p className="font-medium text-slate-900">{link.filter?.name ?? t('common.completeResume')}</p>
          <p className="text-xs text-slate-500">{templateLabel(t, link, template)}</p>
          <ModeBadge link={link} />
        </td>
        <td className="px-4 py-3">
          <div className="flex flex-col items-start gap-1">
            <SecurityBadge link={link} />
            <StateBadge link={link} />
          </div>
        </td>
        <td className="whitespace-nowrap px-4 py-3 text-slate-600">
          <time dateTime={link.createdAt} title={fullTime(link.createdAt)}>
            {ago(t, link.createdAt)}
          </time>
        </td>
        <td className="px-4 py-3 text-end font-semibold tabular-nums text-slate-900" data-testid="share-link-views">
          {formatNumber(link.viewCount)}
        </td>
        <td className="px-4 py-3 text-end">
          <LinkActionsMenu link={link} url={url} analyticsOpen={open} actions={actions} />
        </td>
      </tr>
      {open && (
        <tr id={panelId} className="bg-slate-50/70">
          <td colSpan={6} className="px-4 pb-4 pt-1">
            <AnalyticsPanel link={link} />
          </td>
        </tr>
      )}
    </>
  );
}
