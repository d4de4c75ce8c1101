import { Check, CirclePause, Clock, Globe, Radio, ShieldAlert, ShieldCheck, Snowflake } from 'lucide-react';
import { SHARE_CODE_ATTEMPTS, type ShareLinkDetails } from '@resume/contracts';
import { Badge, formatDate, formatNumber } from '@resume/platform';
import { ago, useShareManagerT } from '../locales/use-share-manager-t';

/** A moment in full for a badge's tooltip, in the page's language. */
export const fullTime = (date: string) => formatDate(date, { dateStyle: 'medium', timeStyle: 'short' });

/** The link's address (opens it) and, under it, its id or the 'Copied' indicator for 2 seconds (spec 2.12). */
export function LinkAddress({ link, url, copied }: { link: ShareLinkDetails; url: string; copied: boolean }) {
  const t = useShareManagerT();
  return (
    <div className="min-w-0">
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        dir="ltr"
        className="block max-w-full break-all sm:max-w-[18rem] sm:truncate font-mono text-xs text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
        data-testid="share-link-url"
      >
        {url}
      </a>
      <p className="mt-0.5 text-xs text-slate-500">
        {copied ? (
          <span
            className="inline-flex items-center gap-1 font-medium text-emerald-700"
            data-testid="copied-indicator"
            role="status"
          >
            <Check className="h-3 w-3" aria-hidden="true" />
            {t('badges.copied')}
          </span>
        ) : (
          t('badges.id', { id: link.shareableId })
        )}
      </p>
    </div>
  );
}

/** 'Live', or 'Frozen' with when (the exact time on hover). */
export function ModeBadge({ link, className = 'mt-1' }: { link: ShareLinkDetails; className?: string }) {
  const t = useShareManagerT();
  if (link.mode === 'frozen' && link.frozenAt)
    return (
      <Badge
        variant="outline"
        className={className}
        data-testid="link-mode"
        title={t('badges.frozenOn', { date: fullTime(link.frozenAt) })}
      >
        <Snowflake className="h-3 w-3" aria-hidden="true" />
        {t('badges.frozen', { ago: ago(t, link.frozenAt) })}
      </Badge>
    );
  return (
    <Badge variant="secondary" className={className} data-testid="link-mode">
      <Radio className="h-3 w-3" aria-hidden="true" />
      {t('badges.live')}
    </Badge>
  );
}

export function SecurityBadge({ link }: { link: ShareLinkDetails }) {
  const t = useShareManagerT();
  if (link.locked)
    return (
      <Badge variant="premium" className="bg-red-100 text-red-800" data-testid="security-locked">
        <ShieldAlert className="h-3 w-3" aria-hidden="true" />
        {t('badges.locked')}
      </Badge>
    );
  // From this count the owner has been mailed (docs/decisions/0014): the list shows which link it is.
  if (link.securityCode && link.failedAttempts >= SHARE_CODE_ATTEMPTS.linkWaitAfterFailures)
    return (
      <Badge
        variant="premium"
        data-testid="security-guessed"
        title={t('badges.locksAt', { n: formatNumber(SHARE_CODE_ATTEMPTS.lockAfterFailures) })}
      >
        <ShieldAlert className="h-3 w-3" aria-hidden="true" />
        {t('badges.wrongCodes', { count: link.failedAttempts, n: formatNumber(link.failedAttempts) })}
      </Badge>
    );
  if (link.securityCode)
    return (
      <Badge variant="success" data-testid="security-protected">
        <ShieldCheck className="h-3 w-3" aria-hidden="true" />
        {t('badges.protected')}
      </Badge>
    );
  return (
    <Badge variant="secondary" data-testid="security-public">
      <Globe className="h-3 w-3" aria-hidden="true" />
      {t('badges.public')}
    </Badge>
  );
}

/**
 * The link controls' state (docs/decisions/0054-link-controls-and-previews.md): 'Paused', 'Expired', or when a
 * working link expires; nothing for a link that is neither paused nor expiring.
 */
export function StateBadge({ link }: { link: ShareLinkDetails }) {
  const t = useShareManagerT();
  if (link.paused)
    return (
      <Badge variant="premium" className="bg-slate-200 text-slate-800" data-testid="link-paused">
        <CirclePause className="h-3 w-3" aria-hidden="true" />
        {t('badges.paused')}
      </Badge>
    );
  if (link.expired && link.expiresAt)
    return (
      <Badge
        variant="premium"
        className="bg-red-100 text-red-800"
        data-testid="link-expired"
        title={t('badges.expiredOn', { date: fullTime(link.expiresAt) })}
      >
        <Clock className="h-3 w-3" aria-hidden="true" />
        {t('badges.expired')}
      </Badge>
    );
  if (link.expiresAt)
    return (
      <Badge
        variant="outline"
        data-testid="link-expires"
        title={t('badges.expiresOn', { date: fullTime(link.expiresAt) })}
      >
        <Clock className="h-3 w-3" aria-hidden="true" />
        {t('badges.expires', { when: ago(t, link.expiresAt) })}
      </Badge>
    );
  return null;
}
