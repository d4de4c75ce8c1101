import { useState } from 'react';
import { CalendarClock, Loader2 } from 'lucide-react';
import { MESSAGES, SHARE_LINK_EXPIRY, type ShareLinkDetails } from '@resume/contracts';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Input,
  Label,
  formatNumber,
  toast,
} from '@resume/platform';
import { useShareManagerT } from '../locales/use-share-manager-t';
import { useUpdateShareLink } from '@resume/features';
import { failureToast } from './failure-toast';

/** A day in the owner's time zone as the date field writes it (YYYY-MM-DD). */
export function dayValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The last moment of that day in the owner's time zone, as the API takes it: a link expires after its day. */
export function endOfDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d, 23, 59, 59, 999).toISOString();
}

/**
 * Set, change or remove a link's expiry (docs/decisions/0054-link-controls-and-previews.md): a day from today to
 * SHARE_LINK_EXPIRY.maxDays ahead; the link works to the end of that day in the owner's time zone.
 */
export function ExpiryDialog({
  link,
  onOpenChange,
}: {
  link: ShareLinkDetails | null;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useShareManagerT();
  const update = useUpdateShareLink();
  const [day, setDay] = useState('');
  const [shownFor, setShownFor] = useState<ShareLinkDetails | null>(null);
  if (link !== shownFor) {
    setShownFor(link);
    if (link) setDay(link.expiresAt && !link.expired ? dayValue(new Date(link.expiresAt)) : '');
  }

  const today = new Date();
  const min = dayValue(today);
  // One day less than the limit: the end of the last day stays inside it.
  const max = dayValue(new Date(today.getTime() + (SHARE_LINK_EXPIRY.maxDays - 1) * 24 * 60 * 60 * 1000));
  const invalid = !day || day < min || day > max;

  const save = (expiresAt: string | null) => {
    if (!link) return;
    update.mutate(
      { id: link.id, input: { expiresAt } },
      {
        onSuccess: () => {
          toast({ ...(expiresAt ? MESSAGES.shareLinks.expirySet : MESSAGES.shareLinks.expiryCleared) });
          onOpenChange(false);
        },
        onError: (error) => toast(failureToast(MESSAGES.shareLinks.updateFailed, error)),
      },
    );
  };

  return (
    <Dialog open={link !== null} onOpenChange={(open) => !update.isPending && onOpenChange(open)}>
      <DialogContent data-testid="expiry-dialog">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <CalendarClock className="h-4 w-4 text-primary" aria-hidden="true" />
            {t('expiry.title')}
          </DialogTitle>
          <DialogDescription>{t('expiry.description')}</DialogDescription>
        </DialogHeader>
        <div className="space-y-1.5">
          <Label htmlFor="link-expiry-day">{t('expiry.until')}</Label>
          <Input
            id="link-expiry-day"
            type="date"
            value={day}
            min={min}
            max={max}
            disabled={update.isPending}
            aria-describedby="link-expiry-hint"
            onChange={(e) => setDay(e.target.value)}
          />
          <p id="link-expiry-hint" className="text-xs text-slate-500">
            {t('expiry.range', { days: formatNumber(SHARE_LINK_EXPIRY.maxDays) })}
          </p>
        </div>
        <DialogFooter className="gap-2">
          {link?.expiresAt && (
            <Button variant="outline" className="sm:me-auto" onClick={() => save(null)} disabled={update.isPending}>
              {t('expiry.remove')}
            </Button>
          )}
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={update.isPending}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => save(endOfDay(day))} disabled={update.isPending || invalid}>
            {update.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            {t('common.save')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
