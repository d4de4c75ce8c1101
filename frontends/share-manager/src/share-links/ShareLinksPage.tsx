import { Plus } from 'lucide-react';
import { paymentPastDue } from '@resume/contracts';
import { Button, ConfirmDeleteDialog, FullScreenSpinner, LoadErrorCard } from '@resume/platform';
import { AccountLayout, PageHeader } from '../components/AccountLayout';
import { useShareManagerT } from '../locales/use-share-manager-t';
import { EditSecurityDialog } from './EditSecurityDialog';
import { ExpiryDialog } from './ExpiryDialog';
import { NewShareLinkDialog } from './NewShareLinkDialog';
import { PlanEndedNotice } from './PlanEndedNotice';
import { ReadNoticesSwitch } from './ReadNoticesSwitch';
import { ShareLinkCardList } from './ShareLinkCardList';
import { ShareLinksEmpty } from './ShareLinksEmpty';
import { ShareLinksTable } from './ShareLinksTable';
import { useShareLinksPage, type ShareLinksPageState } from './use-share-links-page';
import { useWideScreen } from './use-wide-screen';

/** The list as it stands: loading, its error, empty, or the links (a table, or cards below `sm`). */
function ShareLinksBody({ page }: { page: ShareLinksPageState }) {
  const t = useShareManagerT();
  const wide = useWideScreen();
  const { links } = page;
  if (links.isLoading) return <FullScreenSpinner className="min-h-[40vh]" />;
  if (links.isError)
    return (
      <LoadErrorCard
        title={t('shareLinks.loadError')}
        description={t('common.loadErrorHint')}
        data-testid="share-links-error"
        onRetry={() => void links.refetch()}
      />
    );
  if (!links.data || links.data.length === 0) return <ShareLinksEmpty />;
  return wide ? (
    <ShareLinksTable links={links.data} page={page} />
  ) : (
    <ShareLinkCardList links={links.data} page={page} />
  );
}

/**
 * Manage Share Links (spec 2.12): a table (Link Details, Filter & Template, Security, Created, Views) with an
 * actions menu (View Resume, Copy Link, Edit Security, Delete), a 'New Share Link' dialog, per-link analytics in
 * an expandable row, and the 'No Share Links Yet' empty state. Each link shows its mode, 'Live' or 'Frozen' since
 * when, and a frozen one can be refreshed to now (docs/decisions/0027). Below Tailwind's `sm` breakpoint each
 * link is a card instead of a table row, with its actions on screen (issue 25). State: use-share-links-page.ts.
 */
export function ShareLinksPage() {
  const t = useShareManagerT();
  const page = useShareLinksPage();
  const { user, paid, links } = page;
  return (
    <AccountLayout>
      <PageHeader
        title={t('shareLinks.title')}
        description={t('shareLinks.description')}
        action={
          links.isError || !paid ? null : (
            <Button onClick={() => page.setCreating(true)} disabled={links.isLoading}>
              <Plus aria-hidden="true" />
              {t('shareLinks.newLink')}
            </Button>
          )
        }
      />
      {user && !paid ? <PlanEndedNotice pastDue={paymentPastDue(user)} /> : null}
      {links.data?.length ? <ReadNoticesSwitch /> : null}
      <ShareLinksBody page={page} />
      <NewShareLinkDialog open={page.creating} onOpenChange={page.setCreating} resumeId={page.resumeId} />
      <EditSecurityDialog link={page.editing} onOpenChange={(open) => !open && page.stopEditing()} />
      <ExpiryDialog link={page.expiring} onOpenChange={(open) => !open && page.stopExpiring()} />
      <ConfirmDeleteDialog
        open={page.deleting !== null}
        onOpenChange={(open) => !open && page.stopDeleting()}
        title={t('shareLinks.deleteTitle')}
        description={t('shareLinks.deleteConfirm')}
        onConfirm={page.confirmDelete}
        pending={page.deletePending}
      />
    </AccountLayout>
  );
}
