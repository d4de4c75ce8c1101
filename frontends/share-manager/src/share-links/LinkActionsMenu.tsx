import {
  BarChart3,
  CalendarClock,
  CirclePause,
  CirclePlay,
  Copy,
  ExternalLink,
  Lock,
  MoreHorizontal,
  RefreshCw,
  Trash2,
} from 'lucide-react';
import type { ShareLinkDetails } from '@resume/contracts';
import {
  Button,
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  ScopedDropdownMenuContent,
} from '@resume/platform';
import { useShareManagerT } from '../locales/use-share-manager-t';

/** What a link's actions do; the page owns the dialogs and mutations. */
export interface LinkActions {
  copy: (link: ShareLinkDetails) => void;
  editSecurity: (link: ShareLinkDetails) => void;
  refresh: (link: ShareLinkDetails) => void;
  refreshing: boolean;
  /** Pause a link, or resume a paused one (docs/decisions/0054-link-controls-and-previews.md). */
  togglePause: (link: ShareLinkDetails) => void;
  /** Set, change or remove the link's expiry. */
  editExpiry: (link: ShareLinkDetails) => void;
  /** Absent after the plan ended: no analytics (docs/decisions/0036-plan-lapse.md). */
  toggleAnalytics?: (link: ShareLinkDetails) => void;
  remove: (link: ShareLinkDetails) => void;
}

/** Spec 2.12's actions menu: View Resume, Copy Link, Edit Security, Delete (and Pause, Expiry, Refresh, Analytics). */
export function LinkActionsMenu({
  link,
  url,
  analyticsOpen,
  actions,
  label,
}: {
  link: ShareLinkDetails;
  url: string;
  analyticsOpen: boolean;
  actions: LinkActions;
  /** Shown beside the icon (the phone card); the table shows the icon only. */
  label?: string;
}) {
  const t = useShareManagerT();
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant={label ? 'outline' : 'ghost'}
          size={label ? 'sm' : 'icon'}
          aria-label={t('actions.menuLabel', { name: link.filter?.name ?? t('actions.completeResume') })}
        >
          <MoreHorizontal aria-hidden="true" />
          {label}
        </Button>
      </DropdownMenuTrigger>
      <ScopedDropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          <a href={url} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" />
            {t('common.viewResume')}
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => actions.copy(link)}>
          <Copy aria-hidden="true" />
          {t('common.copyLink')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => actions.editSecurity(link)}>
          <Lock aria-hidden="true" />
          {t('actions.editSecurity')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => actions.togglePause(link)}>
          {link.paused ? <CirclePlay aria-hidden="true" /> : <CirclePause aria-hidden="true" />}
          {link.paused ? t('actions.resume') : t('actions.pause')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => actions.editExpiry(link)}>
          <CalendarClock aria-hidden="true" />
          {link.expiresAt ? t('actions.changeExpiry') : t('actions.setExpiry')}
        </DropdownMenuItem>
        {link.mode === 'frozen' && (
          <DropdownMenuItem onSelect={() => actions.refresh(link)} disabled={actions.refreshing}>
            <RefreshCw aria-hidden="true" />
            {t('actions.refresh')}
          </DropdownMenuItem>
        )}
        {actions.toggleAnalytics && (
          <DropdownMenuItem onSelect={() => actions.toggleAnalytics?.(link)}>
            <BarChart3 aria-hidden="true" />
            {analyticsOpen ? t('actions.hideAnalytics') : t('actions.analytics')}
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={() => actions.remove(link)}
          className="text-red-600 focus:bg-red-50 focus:text-red-700"
        >
          <Trash2 aria-hidden="true" />
          {t('common.delete')}
        </DropdownMenuItem>
      </ScopedDropdownMenuContent>
    </DropdownMenu>
  );
}
