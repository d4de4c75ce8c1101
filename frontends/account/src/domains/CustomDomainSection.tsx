import { Loader2, RefreshCw } from 'lucide-react';
import { DOMAIN_RULES, type DomainSettings } from '@resume/contracts';
import { Badge, Button, relativeTime, toast } from '@resume/platform';
import { useRemoveCustomDomain, useSetCustomDomain, useVerifyCustomDomain } from './domains-api';
import { AddressLink } from './AddressLink';
import { DnsRecordsTable } from './DnsRecordsTable';
import { failedChange } from './domain-errors';
import { DomainNameForm } from './DomainNameForm';
import { RemoveWithQuestion } from './RemoveWithQuestion';
import { useDomainsTexts } from './texts';

/** People paste addresses: a leading scheme and one trailing slash are dropped; anything else is the server's to judge. */
const bareDomain = (typed: string) =>
  typed
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/\/$/, '');

const STATE_BADGE = {
  pending: { variant: 'premium', className: '' },
  verified: { variant: 'success', className: '' },
  failed: { variant: 'outline', className: 'border-red-200 bg-red-50 text-red-800' },
} as const;

/**
 * A domain the person owns (issue 14 point 2): entered here, then proven with the TXT record shown; 'Verify now'
 * looks it up at once, the server keeps checking in the background. It serves nothing until verified.
 */
export function CustomDomainSection({
  settings,
  onPremiumRequired,
}: {
  settings: DomainSettings;
  onPremiumRequired: () => void;
}) {
  const set = useSetCustomDomain();
  const remove = useRemoveCustomDomain();
  const verify = useVerifyCustomDomain();
  const texts = useDomainsTexts();
  const failed = failedChange(onPremiumRequired, texts.failed);

  const onVerify = () =>
    verify.mutate(undefined, {
      onSuccess: (next) => toast(next.state === 'verified' ? { ...texts.verified } : { ...texts.notYet }),
      onError: failed,
    });

  const state = settings.state ? texts.states[settings.state] : null;

  return (
    <section aria-labelledby="domains-custom-title" className="grid gap-4" data-testid="custom-domain-section">
      <h3 id="domains-custom-title" className="text-base font-semibold text-slate-900">
        {texts.domainLabel}
      </h3>
      {settings.customDomain && settings.state && state ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="grid gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <span className="break-all font-mono text-sm font-semibold" data-testid="custom-domain-name">
                  {settings.customDomain}
                </span>
                <Badge {...STATE_BADGE[settings.state]} data-testid="custom-domain-state">
                  {state.label}
                </Badge>
              </div>
              <p className="text-xs text-slate-600" data-testid="custom-domain-checked">
                {texts.lastChecked}:{' '}
                {settings.lastCheckedAt ? (
                  <time dateTime={settings.lastCheckedAt} title={new Date(settings.lastCheckedAt).toLocaleString()}>
                    {relativeTime(settings.lastCheckedAt)}
                  </time>
                ) : (
                  texts.neverChecked
                )}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              {settings.state !== 'verified' && (
                <Button type="button" onClick={onVerify} disabled={verify.isPending}>
                  {verify.isPending ? (
                    <Loader2 className="animate-spin" aria-hidden="true" />
                  ) : (
                    <RefreshCw aria-hidden="true" />
                  )}
                  {texts.verifyNow}
                </Button>
              )}
              <RemoveWithQuestion
                label={texts.removeDomain}
                question={texts.removeDomainDialog}
                remove={remove}
                onFailed={failed}
              />
            </div>
          </div>
          <p className="text-sm text-slate-700" role="status">
            {state.hint}
          </p>
          {settings.customDomainUrl && (
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-xs font-medium text-slate-600">{texts.yourDomain}:</span>
              <AddressLink url={settings.customDomainUrl} copyLabel="domain address" testId="custom-domain-url" />
            </div>
          )}
          <DnsRecordsTable records={settings.records} />
          <p className="text-xs text-slate-600" data-testid="activation-note">
            {settings.activationNote}
          </p>
        </>
      ) : (
        <DomainNameForm
          label={texts.domainLabel}
          hint={texts.domainHint}
          placeholder={texts.domainPlaceholder}
          inputMode="url"
          maxLength={DOMAIN_RULES.maxDomainLength}
          rules={{ validate: (v) => v.trim().length > 0 || texts.required }}
          submitLabel={texts.setDomain}
          pending={set.isPending}
          save={(domain) => set.mutateAsync({ domain: bareDomain(domain) })}
          onOtherError={failed}
        />
      )}
    </section>
  );
}
