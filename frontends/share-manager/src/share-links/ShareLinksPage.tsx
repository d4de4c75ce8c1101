import { Fragment, useState } from 'react';
import { Link } from 'react-router-dom';
import { ChevronDown, FileText, Link2, Plus } from 'lucide-react';
import { hasPaidAccess, MESSAGES, paymentPastDue, type ShareLinkDetails, type Template } from '@resume/contracts';
import {
  Button,
  Card,
  CardContent,
  ConfirmDeleteDialog,
  FullScreenSpinner,
  LoadErrorCard,
  cn,
  relativeTime,
  toast,
  useCopyWithIndicator,
  useUser,
} from '@resume/platform';
import {
  shareLinkUrl,
  useCompleteResume,
  useDeleteShareLink,
  useRefreshShareLink,
  useShareLinks,
  useShareLinksReading,
  useUpdateShareLink,
  useTemplatePresets,
  useTemplates,
} from '@resume/features';
import { AccountLayout, PageHeader } from '../components/AccountLayout';
import { AnalyticsPanel } from './AnalyticsPanel';
import { EditSecurityDialog } from './EditSecurityDialog';
import { NewShareLinkDialog } from './NewShareLinkDialog';
import { PlanEndedNotice } from './PlanEndedNotice';
import { LOAD_ERROR_HINT } from '../components/load-error-hint';
import { failureToast } from './failure-toast';
import { LinkActionsMenu, type LinkActions } from './LinkActionsMenu';
import { LinkAddress, ModeBadge, SecurityBadge, StateBadge } from './link-badges';
import { ExpiryDialog } from './ExpiryDialog';
import { LinkReading } from './LinkReading';
import { ReadNoticesSwitch } from './ReadNoticesSwitch';
import { ShareLinkCard, templateLabel } from './ShareLinkCard';
import { useWideScreen } from './use-wide-screen';

/**
 * Manage Share Links (spec 2.12): a table (Link Details, Filter & Template, Security, Created, Views) with an
 * actions menu (View Resume, Copy Link, Edit Security, Delete), a 'New Share Link' dialog, per-link analytics in
 * an expandable row, and the 'No Share Links Yet' empty state. Each link shows its mode, 'Live' or 'Frozen' since
 * when, and a frozen one can be refreshed to now (docs/decisions/0027). Below Tailwind's `sm` breakpoint each
 * link is a card instead of a table row, with its actions on screen (issue 25).
 */
export function ShareLinksPage() {
  // After a subscription ended the page stays the owner's: no new links or analytics (docs/decisions/0036).
  const { data: user } = useUser();
  const paid = !!user && hasPaidAccess(user);
  const links = useShareLinks();
  const reading = useShareLinksReading();
  const readingOf = (id: string) => reading.data?.find((r) => r.id === id);
  const resume = useCompleteResume();
  const templates = useTemplates({ enabled: paid });
  const presets = useTemplatePresets();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ShareLinkDetails | null>(null);
  const [deleting, setDeleting] = useState<ShareLinkDetails | null>(null);
  const [expiring, setExpiring] = useState<ShareLinkDetails | null>(null);
  const [expanded, setExpanded] = useState<string | null>(null);
  const { copy, isCopied } = useCopyWithIndicator();
  const remove = useDeleteShareLink();
  const refresh = useRefreshShareLink();
  const update = useUpdateShareLink();
  const wide = useWideScreen();

  const templatesById = new Map<string, Template>(
    [...(templates.data ?? []), ...(presets.data ?? [])].map((t) => [t.id, t]),
  );

  const onCopy = async (link: ShareLinkDetails) => {
    const ok = await copy(shareLinkUrl(link.shareableId), link.id);
    toast(ok ? { ...MESSAGES.shareLinks.linkCopied } : { ...MESSAGES.shareLinks.copyFailed, variant: 'destructive' });
  };

  const onRefresh = (link: ShareLinkDetails) =>
    refresh.mutate(link.id, {
      onSuccess: () => toast({ ...MESSAGES.shareLinks.refreshed }),
      onError: (error) => toast(failureToast(MESSAGES.shareLinks.refreshFailed, error)),
    });

  // Pausing asks nothing: it is undone with one click, and the toast says what visitors now see.
  const onTogglePause = (link: ShareLinkDetails) =>
    update.mutate(
      { id: link.id, input: { paused: !link.paused } },
      {
        onSuccess: () => toast({ ...(link.paused ? MESSAGES.shareLinks.resumed : MESSAGES.shareLinks.paused) }),
        onError: (error) => toast(failureToast(MESSAGES.shareLinks.updateFailed, error)),
      },
    );

  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ ...MESSAGES.shareLinks.deleted });
        setDeleting(null);
      },
      onError: () => toast({ ...MESSAGES.shareLinks.deleteFailed, variant: 'destructive' }),
    });
  };

  const actions: LinkActions = {
    copy: (link) => void onCopy(link),
    editSecurity: setEditing,
    refresh: onRefresh,
    refreshing: refresh.isPending,
    togglePause: onTogglePause,
    editExpiry: setExpiring,
    toggleAnalytics: paid ? (link) => setExpanded((current) => (current === link.id ? null : link.id)) : undefined,
    remove: setDeleting,
  };

  let body;
  if (links.isLoading) body = <FullScreenSpinner className="min-h-[40vh]" />;
  else if (links.isError)
    body = (
      <LoadErrorCard
        title="Your share links could not be loaded"
        description={LOAD_ERROR_HINT}
        data-testid="share-links-error"
        onRetry={() => void links.refetch()}
      />
    );
  else if (!links.data || links.data.length === 0) body = <EmptyState />;
  else if (!wide)
    body = (
      <ul className="min-w-0 space-y-3" aria-label="Your share links" data-testid="share-link-cards">
        {links.data.map((link) => (
          <ShareLinkCard
            key={link.id}
            link={link}
            url={shareLinkUrl(link.shareableId)}
            template={link.templateId ? templatesById.get(link.templateId) : undefined}
            reading={readingOf(link.id)}
            copied={isCopied(link.id)}
            analyticsOpen={expanded === link.id}
            actions={actions}
          />
        ))}
      </ul>
    );
  else
    body = (
      <Card className="overflow-hidden">
        <div className="overflow-x-auto">
          <table className="w-full min-w-[52rem] text-left text-sm" data-testid="share-links-table">
            <caption className="sr-only">Your share links</caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-500">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Link Details
                </th>
                <th scope="col" className="px-4 py-3">
                  Filter &amp; Template
                </th>
                <th scope="col" className="px-4 py-3">
                  Security
                </th>
                <th scope="col" className="px-4 py-3">
                  Created
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Views
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {links.data.map((link) => {
                const url = shareLinkUrl(link.shareableId);
                const open = expanded === link.id;
                const template = link.templateId ? templatesById.get(link.templateId) : undefined;
                const panelId = `analytics-${link.id}`;
                return (
                  <Fragment key={link.id}>
                    <tr
                      data-testid="share-link-row"
                      data-link-id={link.id}
                      className={cn('align-top', open && 'bg-slate-50/70')}
                    >
                      <td className="px-4 py-3">
                        <div className="flex items-start gap-2">
                          {paid && (
                            <button
                              type="button"
                              onClick={() => setExpanded(open ? null : link.id)}
                              aria-expanded={open}
                              aria-controls={panelId}
                              aria-label={open ? 'Hide analytics' : 'Show analytics'}
                              className="mt-0.5 rounded p-0.5 text-slate-500 hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
                            >
                              <ChevronDown
                                className={cn('h-4 w-4 transition-transform', open && 'rotate-180')}
                                aria-hidden="true"
                              />
                            </button>
                          )}
                          <div className="min-w-0">
                            <LinkAddress link={link} url={url} copied={isCopied(link.id)} />
                            <LinkReading link={link} reading={readingOf(link.id)} />
                          </div>
                        </div>
                      </td>
                      <td className="px-4 py-3">
                        <p className="font-medium text-slate-900">{link.filter?.name ?? 'Complete resume'}</p>
                        <p className="text-xs text-slate-500">{templateLabel(link, template)}</p>
                        <ModeBadge link={link} />
                      </td>
                      <td className="px-4 py-3">
                        <div className="flex flex-col items-start gap-1">
                          <SecurityBadge link={link} />
                          <StateBadge link={link} />
                        </div>
                      </td>
                      <td className="whitespace-nowrap px-4 py-3 text-slate-600">
                        <time dateTime={link.createdAt} title={new Date(link.createdAt).toLocaleString()}>
                          {relativeTime(link.createdAt)}
                        </time>
                      </td>
                      <td
                        className="px-4 py-3 text-right font-semibold tabular-nums text-slate-900"
                        data-testid="share-link-views"
                      >
                        {link.viewCount}
                      </td>
                      <td className="px-4 py-3 text-right">
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
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </div>
      </Card>
    );

  return (
    <AccountLayout>
      <PageHeader
        title="Manage Share Links"
        description="See who opens your links, copy them, protect them with a security code, or delete the ones you no longer need."
        action={
          links.isError || !paid ? null : (
            <Button onClick={() => setCreating(true)} disabled={links.isLoading}>
              <Plus aria-hidden="true" />
              New Share Link
            </Button>
          )
        }
      />
      {user && !paid ? <PlanEndedNotice pastDue={paymentPastDue(user)} /> : null}
      {links.data?.length ? <ReadNoticesSwitch /> : null}
      {body}
      <NewShareLinkDialog open={creating} onOpenChange={setCreating} resumeId={resume.data?.resume.id} />
      <EditSecurityDialog link={editing} onOpenChange={(open) => !open && setEditing(null)} />
      <ExpiryDialog link={expiring} onOpenChange={(open) => !open && setExpiring(null)} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !remove.isPending && setDeleting(null)}
        title="Delete share link"
        description={MESSAGES.shareLinks.deleteConfirm}
        onConfirm={onDelete}
        pending={remove.isPending}
      />
    </AccountLayout>
  );
}

function EmptyState() {
  return (
    <Card data-testid="share-links-empty" className="border-dashed">
      <CardContent className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <span className="flex h-12 w-12 items-center justify-center rounded-full bg-primary-soft text-primary">
          <Link2 className="h-6 w-6" aria-hidden="true" />
        </span>
        <h2 className="text-lg font-semibold text-slate-900">No Share Links Yet</h2>
        <p className="max-w-md text-sm text-slate-600">
          Create a link to your complete resume or to a filtered version, and send it to recruiters. Start by making
          sure your resume is up to date.
        </p>
        <Button asChild variant="outline" className="mt-2">
          <Link to="/resume-editor">
            <FileText aria-hidden="true" />
            Go to the resume editor
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
