import { ChevronDown, Copy, ExternalLink } from 'lucide-react';
import { templateName, type ShareLinkDetails, type ShareLinkReading, type Template } from '@resume/contracts';
import { Button, Card, relativeTime } from '@resume/platform';
import { AnalyticsPanel } from './AnalyticsPanel';
import { LinkActionsMenu, type LinkActions } from './LinkActionsMenu';
import { LinkAddress, ModeBadge, SecurityBadge, StateBadge } from './link-badges';
import { LinkReading } from './LinkReading';

/** The template's name as the list shows it. */
export function templateLabel(link: ShareLinkDetails, template: Template | undefined): string {
  return template ? templateName(template) : link.templateId ? 'Template' : 'Default template';
}

/**
 * One share link on a phone (below `sm`): the table's columns stacked in a card, so its name, address, status,
 * views and actions are all on screen instead of 800 px to the right in a sideways-scrolling table.
 */
export function ShareLinkCard({
  link,
  url,
  template,
  reading,
  copied,
  analyticsOpen,
  actions,
}: {
  link: ShareLinkDetails;
  url: string;
  template: Template | undefined;
  /** Its opens and reading (docs/decisions/0053-read-notices.md). */
  reading?: ShareLinkReading;
  copied: boolean;
  analyticsOpen: boolean;
  actions: LinkActions;
}) {
  const name = link.filter?.name ?? 'Complete resume';
  const panelId = `analytics-${link.id}`;
  return (
    <li data-testid="share-link-row" data-link-id={link.id}>
      <Card className="space-y-3 p-4">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="font-medium text-slate-900">{name}</h2>
            <p className="text-xs text-slate-500">{templateLabel(link, template)}</p>
          </div>
          <p className="shrink-0 text-right text-xs text-slate-500">
            <span className="block text-base font-semibold tabular-nums text-slate-900" data-testid="share-link-views">
              {link.viewCount}
            </span>
            {link.viewCount === 1 ? 'view' : 'views'}
          </p>
        </div>
        <LinkAddress link={link} url={url} copied={copied} />
        <LinkReading link={link} reading={reading} />
        <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
          <ModeBadge link={link} className="" />
          <SecurityBadge link={link} />
          <StateBadge link={link} />
          <span>
            Created{' '}
            <time dateTime={link.createdAt} title={new Date(link.createdAt).toLocaleString()}>
              {relativeTime(link.createdAt)}
            </time>
          </span>
        </div>
        <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3">
          <Button variant="outline" size="sm" onClick={() => actions.copy(link)}>
            <Copy aria-hidden="true" />
            Copy Link
          </Button>
          <Button variant="outline" size="sm" asChild>
            <a href={url} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              View Resume
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
              {analyticsOpen ? 'Hide Analytics' : 'Analytics'}
            </Button>
          )}
          <div className="ml-auto">
            <LinkActionsMenu link={link} url={url} analyticsOpen={analyticsOpen} actions={actions} label="More" />
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
