import { useId } from 'react';
import { MESSAGES } from '@resume/contracts';
import { Switch, toast } from '@resume/platform';
import { useReadNotices, useSetAccountReadNotices } from '@resume/features';
import { useShareManagerT } from '../locales/use-share-manager-t';

const W = MESSAGES.shareLinks.reading;

/** The account's switch for first-open e-mails and notices (docs/decisions/0053-read-notices.md); on by default. */
export function ReadNoticesSwitch() {
  const t = useShareManagerT();
  const notices = useReadNotices();
  const set = useSetAccountReadNotices();
  const id = useId();
  if (!notices.data) return null;
  const on = notices.data.notifyOnOpen;
  return (
    <div className="mb-4 flex items-center gap-3 text-sm text-slate-700">
      <Switch
        id={id}
        checked={on}
        disabled={set.isPending}
        data-testid="read-notices-account"
        onCheckedChange={(next) =>
          set.mutate(next, { onError: () => toast({ ...W.notifyFailed, variant: 'destructive' }) })
        }
      />
      <label htmlFor={id}>{t('reading.notifyAccount')}</label>
    </div>
  );
}
