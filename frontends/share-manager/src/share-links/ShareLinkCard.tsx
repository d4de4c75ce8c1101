import { ChevronDown, Copy, ExternalLink } from 'lucide-react';
import { templateName, type ShareLinkDetails, type Template } from '@resume/contracts';
import { Button, Card, formatNumber } from '@resume/platform';
import { ago, useShareManagerT } from '../locales/use-share-manager-t';
import { AnalyticsPanel } from './AnalyticsPanel';
import { LinkActionsMenu } from './LinkActionsMenu';
import { fullTime, LinkAddress, ModeBadge, SecurityBadge, StateBadge } from './link-badges';
import { LinkReading } from './LinkReading';
import type { ShareLinkView } from './use-share-links-page';

/** The template's name as the list shows it. */
export function templateLabel(
  t: ReturnType<typeof useShareManagerT>,
  link: ShareLinkDetails,
  template: Template | undefined,
): string {
  if (template) return templateName(template);
  return link.templateId ? t('shareLinks.template.named') : t('shareLinks.template.default');
}

/**
 * One share link on a phone (below `sm`): the table's columns stacked in a card, so its name, address, status,
 * views and actions are all on screen instead of 800 px to the right in a sideways-scrolling table.
 */
export function ShareLinkCard({ link, url, template, reading, copied, open: analyticsOpen, actions }: ShareLinkView) {
  const t = useShareManagerT();
  const name = link.filter?.name ?? t('common.completeResume');
  const panelId = `analytics-${link.id}`;
  return (
    <li data-testid="share-link-row" data-link-id={link.id}>
      <Card className="space-y-3 p-4">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="font-medium text-slate-900">{name}</h2>
            <p className="text-xs text-slate-500">{templateLabel(t, link, template)}</p>
          </div>
          <p className="shrink-0 text-end text-xs text-slate-500">
            <span className="block text-base font-semibold tabular-nums text-slate-900" data-testid="share-link-views">
              {formatNumber(link.viewCount)}
            </span>
            {t('shareLinks.card.views', { count: link.viewCount })}
          </p>
        </div>
        <LinkAddress link={link} url={url} copied={copied} />
        <LinkReading link={link} reading={reading} />
        <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
          <ModeBadge link={link} className="" />
          <SecurityBadge link={link} />
          <StateBadge link={link} />
          <span>
            {t('shareLinks.card.created')}{' '}
            <time dateTime={link.createdAt} title={fullTime(link.createdAt)}>
              {ago(t, link.createdAt)}
            </time>
          </span>
        </div>
        <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3">
          <Button variant="outline" size="sm" onClick={() => actions.copy(link)}>
            <Copy aria-hidden="true" />
            {t('common.copyLink')}
          </Button>
          <Button variant="outline" size="sm" asChild>
            <a href={url} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              {t('common.viewResume')}
            </a>
          </Button>
          {actions.toggleAnalytics && (
            <Button
              variant="ghost"
              size="sm"
              aria-expanded={analyticsOpen}
              aria-controls={panelId}
              onClick={() => actions.toggleAnalytics?.(link)}
            >
              <ChevronDown className={analyticsOpen ? 'rotate-180' : undefined} aria-hidden="true" />
              {analyticsOpen ? t('actions.hideAnalytics') : t('actions.analytics')}
            </Button>
          )}
          <div className="ms-auto">
            <LinkActionsMenu
              link={link}
              url={url}
              analyticsOpen={analyticsOpen}
              actions={actions}
              label={t('shareLinks.card.more')}
            />
          </div>
        </div>
        {analyticsOpen && (
          <div id={panelId}>
            <AnalyticsPanel link={link} />
          </div>
        )}
      </Card>
    </li>
  );
}
