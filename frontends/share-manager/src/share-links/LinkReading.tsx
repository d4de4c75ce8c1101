import { useId } from 'react';
import { Bell, BellOff } from 'lucide-react';
import { MESSAGES, type ShareLinkDetails, type ShareLinkReading } from '@resume/contracts';
import { cn, toast } from '@resume/platform';
import { useSetLinkReadNotices } from '@resume/features';
import { useShareManagerT } from '../locales/use-share-manager-t';
import { openedLine, timeReadLine } from './reading-words';

const W = MESSAGES.shareLinks.reading;

/**
 * A link's reading under its address (docs/decisions/0053-read-notices.md): 'Opened 2 hours ago · 3 views · 1 download',
 * the time read (average and total, and how far), and a bell that turns its first-open notice off and on.
 */
export function LinkReading({ link, reading }: { link: ShareLinkDetails; reading: ShareLinkReading | undefined }) {
  const t = useShareManagerT();
  const setNotices = useSetLinkReadNotices();
  const on = reading?.notifyOnOpen ?? true;
  const timeRead = timeReadLine(t, reading);
  const id = useId();
  const toggle = () =>
    setNotices.mutate(
      { id: link.id, notifyOnOpen: !on },
      { onError: () => toast({ ...W.notifyFailed, variant: 'destructive' }) },
    );
  const Icon = on ? Bell : BellOff;
  return (
    <div className="mt-1 space-y-0.5 text-xs text-slate-500" data-testid="share-link-reading">
      <p className="flex items-center gap-1.5">
        <span data-testid="share-link-opened" id={id}>
          {openedLine(t, link, reading)}
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-label={t('reading.notifyLink')}
          title={t('reading.notifyLink')}
          data-testid="share-link-notify"
          disabled={setNotices.isPending}
          onClick={toggle}
          className={cn(
            'rounded p-0.5 hover:bg-slate-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary',
            on ? 'text-primary' : 'text-slate-400',
          )}
        >
          <Icon className="h-3.5 w-3.5" aria-hidden="true" />
        </button>
      </p>
      {timeRead ? <p data-testid="share-link-time-read">{timeRead}</p> : null}
    </div>
  );
}
