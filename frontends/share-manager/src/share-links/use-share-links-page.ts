import { useState } from 'react';
import {
  hasPaidAccess,
  MESSAGES,
  type ShareLinkDetails,
  type ShareLinkReading,
  type Template,
} from '@resume/contracts';
import { toast, useCopyWithIndicator, useUser } from '@resume/platform';
import {
  shareLinkUrl,
  useCompleteResume,
  useDeleteShareLink,
  useRefreshShareLink,
  useShareLinks,
  useShareLinksReading,
  useTemplatePresets,
  useTemplates,
  useUpdateShareLink,
} from '@resume/features';
import { failureToast } from './failure-toast';
import type { LinkActions } from './LinkActionsMenu';

/** What a table row or a phone card shows of one link, and what its actions do. */
export interface ShareLinkView {
  link: ShareLinkDetails;
  url: string;
  template: Template | undefined;
  /** Its opens and reading (docs/decisions/0053-read-notices.md). */
  reading: ShareLinkReading | undefined;
  copied: boolean;
  /** Its analytics are open. */
  open: boolean;
  actions: LinkActions;
}

/**
 * Manage Share Links' state: the links with their reading and templates, which dialog is open for which link, the
 * open analytics row, and what each action does (toasts included). The page and its list only show it.
 */
export function useShareLinksPage() {
  // After a subscription ended the page stays the owner's: no new links or analytics (docs/decisions/0036).
  const { data: user } = useUser();
  const paid = !!user && hasPaidAccess(user);
  const links = useShareLinks();
  const reading = useShareLinksReading();
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

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ ...MESSAGES.shareLinks.deleted });
        setDeleting(null);
      },
      onError: () => toast({ ...MESSAGES.shareLinks.deleteFailed, variant: 'destructive' }),
    });
  };

  const toggleAnalytics = (link: ShareLinkDetails) => setExpanded((current) => (current === link.id ? null : link.id));

  const actions: LinkActions = {
    copy: (link) => void onCopy(link),
    editSecurity: setEditing,
    refresh: onRefresh,
    refreshing: refresh.isPending,
    togglePause: onTogglePause,
    editExpiry: setExpiring,
    toggleAnalytics: paid ? toggleAnalytics : undefined,
    remove: setDeleting,
  };

  return {
    user,
    paid,
    links,
    resumeId: resume.data?.resume.id,
    viewOf: (link: ShareLinkDetails): ShareLinkView => ({
      link,
      url: shareLinkUrl(link.shareableId),
      template: link.templateId ? templatesById.get(link.templateId) : undefined,
      reading: reading.data?.find((r) => r.id === link.id),
      copied: isCopied(link.id),
      open: expanded === link.id,
      actions,
    }),
    creating,
    setCreating,
    editing,
    stopEditing: () => setEditing(null),
    expiring,
    stopExpiring: () => setExpiring(null),
    deleting,
    stopDeleting: () => !remove.isPending && setDeleting(null),
    deletePending: remove.isPending,
    confirmDelete,
  };
}

export type ShareLinksPageState = ReturnType<typeof useShareLinksPage>;
