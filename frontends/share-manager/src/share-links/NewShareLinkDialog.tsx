import { useState } from 'react';
import { MESSAGES, hasPaidAccess, type ShareLinkMode } from '@resume/contracts';
import { toast, useUser } from '@resume/platform';
import { ExportPicker, useCreateShareLink, type ExportSelection } from '@resume/features';
import { LinkModeField } from './LinkModeField';
import { CODE_PATTERN, SecurityCodeField } from './SecurityCodeField';
import { failureToast } from './failure-toast';
import { useShareManagerT } from '../locales/use-share-manager-t';

/**
 * 'New Share Link' (spec 2.12, 5): the export picker (filter optional, 'No Filter' for the full resume; a template
 * is required) plus an optional security code and the mode, 'Live' (default) or 'Frozen' (docs/decisions/0027).
 * Needs the resume id from the complete resume ('Resume Not Found').
 */
export function NewShareLinkDialog({
  open,
  onOpenChange,
  resumeId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  resumeId: string | undefined;
}) {
  const t = useShareManagerT();
  const { data: user } = useUser();
  const create = useCreateShareLink();
  const [security, setSecurity] = useState({ enabled: false, code: '' });
  const [mode, setMode] = useState<ShareLinkMode>('live');

  // Each opening starts without a code and live, like the picker it wraps (reset while rendering, not in an effect).
  const [openSeen, setOpenSeen] = useState(open);
  if (open !== openSeen) {
    setOpenSeen(open);
    setSecurity({ enabled: false, code: '' });
    setMode('live');
  }

  const onConfirm = ({ filterId, templateId }: ExportSelection) => {
    if (!resumeId) {
      toast({ ...MESSAGES.shareLinks.resumeNotFound, variant: 'destructive' });
      return;
    }
    if (!templateId) {
      toast({ ...MESSAGES.shareLinks.templateRequired, variant: 'destructive' });
      return;
    }
    if (security.enabled && !CODE_PATTERN.test(security.code)) return;
    create.mutate(
      { resumeId, filterId, templateId, securityCode: security.enabled ? security.code : null, mode },
      {
        onSuccess: () => {
          toast({ ...MESSAGES.shareLinks.created });
          onOpenChange(false);
        },
        onError: (error) => toast(failureToast(MESSAGES.shareLinks.createFailed, error)),
      },
    );
  };

  return (
    <ExportPicker
      open={open}
      onOpenChange={onOpenChange}
      paid={user ? hasPaidAccess(user) : true}
      pending={create.isPending}
      onConfirm={onConfirm}
      title={t('newLink.title')}
      description={t('newLink.description')}
      confirmLabel={t('newLink.confirm')}
      data-testid="new-share-link-dialog"
    >
      <SecurityCodeField
        enabled={security.enabled}
        code={security.code}
        onChange={setSecurity}
        disabled={create.isPending}
      />
      <LinkModeField mode={mode} onChange={setMode} disabled={create.isPending} />
    </ExportPicker>
  );
}
