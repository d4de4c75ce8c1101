import { useState } from 'react';
import { Loader2, Lock, ShieldAlert } from 'lucide-react';
import { MESSAGES, SHARE_CODE_ATTEMPTS, type ShareLinkDetails, type ShareLinkMode } from '@resume/contracts';
import {
  Button,
  Dialog,
  DialogContent,
  Switch,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  toast,
  formatNumber,
} from '@resume/platform';
import { useShareManagerT } from '../locales/use-share-manager-t';
import { useUpdateShareLink } from '@resume/features';
import { LinkModeField } from './LinkModeField';
import { CODE_PATTERN, SecurityCodeField } from './SecurityCodeField';
import { failureToast } from './failure-toast';

/** The link's two options: its field, its label's and its hint's keys. */
const LINK_OPTIONS = [
  ['allowPdfDownload', 'security.pdf', 'security.pdfHint'],
  ['noindex', 'security.noindex', 'security.noindexHint'],
] as const;

/**
 * Edit Security (spec 2.12, 4): the switch turns the code on (a random code when empty) or off (sends null).
 * A locked link (too many wrong codes) says so; saving a new code unlocks it. The link's mode, 'Live' or 'Frozen'
 * (docs/decisions/0027), is chosen here too.
 */
export function EditSecurityDialog({
  link,
  onOpenChange,
}: {
  link: ShareLinkDetails | null;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useShareManagerT();
  const update = useUpdateShareLink();
  const [state, setState] = useState({ enabled: false, code: '' });
  const [options, setOptions] = useState({ noindex: false, allowPdfDownload: false });
  const [mode, setMode] = useState<ShareLinkMode>('live');

  // Each link shown (and each fresh copy after a save) starts the form from its saved values, set while rendering.
  const [shownFor, setShownFor] = useState<ShareLinkDetails | null>(null);
  if (link !== shownFor) {
    setShownFor(link);
    if (link) {
      setState({ enabled: Boolean(link.securityCode), code: link.securityCode ?? '' });
      setOptions({ noindex: Boolean(link.noindex), allowPdfDownload: Boolean(link.allowPdfDownload) });
      setMode(link.mode ?? 'live');
    }
  }

  const optionsUnchanged = link
    ? options.noindex === Boolean(link.noindex) && options.allowPdfDownload === Boolean(link.allowPdfDownload)
    : true;
  const codeUnchanged = link
    ? (state.enabled ? state.code : null) === (link.securityCode ?? null) && !link.locked
    : true;
  const modeUnchanged = link ? mode === (link.mode ?? 'live') : true;
  const unchanged = codeUnchanged && optionsUnchanged && modeUnchanged;
  const invalid = state.enabled && !CODE_PATTERN.test(state.code);

  const onSave = () => {
    if (!link || invalid) return;
    update.mutate(
      // The code is sent only when it changed: sending it resets the link's wrong-code count and lock.
      // Options too are sent only when they changed, so the request says exactly what the owner did.
      {
        id: link.id,
        input: {
          ...(codeUnchanged ? {} : { securityCode: state.enabled ? state.code : null }),
          ...(options.noindex === Boolean(link.noindex) ? {} : { noindex: options.noindex }),
          ...(options.allowPdfDownload === Boolean(link.allowPdfDownload)
            ? {}
            : { allowPdfDownload: options.allowPdfDownload }),
          ...(modeUnchanged ? {} : { mode }),
        },
      },
      {
        onSuccess: () => {
          toast({ ...MESSAGES.shareLinks.updated });
          onOpenChange(false);
        },
        onError: (error) => toast(failureToast(MESSAGES.shareLinks.updateFailed, error)),
      },
    );
  };

  return (
    <Dialog open={link !== null} onOpenChange={(open) => !update.isPending && onOpenChange(open)}>
      <DialogContent data-testid="edit-security-dialog">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <Lock className="h-4 w-4 text-primary" aria-hidden="true" />
            {t('security.title')}
          </DialogTitle>
          <DialogDescription>{t('security.description')}</DialogDescription>
        </DialogHeader>
        {link?.locked && (
          <div
            role="status"
            data-testid="link-locked-note"
            className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          >
            <ShieldAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            <div>
              <p className="font-semibold">{t('security.locked')}</p>
              <p>{t('security.lockedText')}</p>
            </div>
          </div>
        )}
        {link && !link.locked && link.securityCode && link.failedAttempts > 0 && (
          <p role="status" data-testid="wrong-codes-note" className="text-sm text-slate-600">
            {t('security.wrongCodes', {
              count: link.failedAttempts,
              n: formatNumber(link.failedAttempts),
              limit: formatNumber(SHARE_CODE_ATTEMPTS.lockAfterFailures),
            })}
          </p>
        )}
        <SecurityCodeField enabled={state.enabled} code={state.code} onChange={setState} disabled={update.isPending} />
        <div className="space-y-3 border-t border-slate-200 pt-4">
          {LINK_OPTIONS.map(([key, label, hint]) => (
            <div key={key} className="flex items-start justify-between gap-4">
              <div>
                <label htmlFor={`link-option-${key}`} className="text-sm font-medium text-slate-900">
                  {t(label)}
                </label>
                <p className="text-xs text-slate-500">{t(hint)}</p>
              </div>
              <Switch
                id={`link-option-${key}`}
                checked={options[key]}
                disabled={update.isPending}
                onCheckedChange={(checked) => setOptions((o) => ({ ...o, [key]: checked }))}
              />
            </div>
          ))}
        </div>
        <LinkModeField mode={mode} onChange={setMode} frozenAt={link?.frozenAt} disabled={update.isPending} />
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={update.isPending}>
            {t('common.cancel')}
          </Button>
          <Button onClick={onSave} disabled={update.isPending || invalid || unchanged}>
            {update.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            {t('common.save')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
