import { DOMAIN_RULES, type DomainSettings } from '@resume/contracts';
import { useT } from '@resume/platform';
import { useClaimSubdomain, useReleaseSubdomain } from './domains-api';
import { AddressLink } from './AddressLink';
import { failedChange } from './domain-errors';
import { DomainNameForm } from './DomainNameForm';
import { RemoveWithQuestion } from './RemoveWithQuestion';
import { useDomainsTexts } from './texts';

const SUBDOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** `{name}.APP_DOMAIN` (issue 14 point 1): claimed here, serving at once; removed after a question. */
export function SubdomainSection({
  settings,
  onPremiumRequired,
}: {
  settings: DomainSettings;
  onPremiumRequired: () => void;
}) {
  const claim = useClaimSubdomain();
  const release = useReleaseSubdomain();
  const t = useT('account');
  const texts = useDomainsTexts();

  if (!settings.subdomainsEnabled) return <p className="text-sm text-slate-600">{texts.subdomainsOff}</p>;

  const failed = failedChange(onPremiumRequired, texts.failed);

  return (
    <section aria-labelledby="domains-subdomain-title" className="grid gap-3" data-testid="subdomain-section">
      <h3 id="domains-subdomain-title" className="text-base font-semibold text-slate-900">
        {texts.subdomainLabel}
      </h3>
      {settings.subdomain && settings.subdomainUrl ? (
        <div className="grid gap-2">
          <p className="text-xs font-medium text-slate-600">{texts.yourSubdomain}</p>
          <div className="flex flex-wrap items-center gap-2">
            <AddressLink url={settings.subdomainUrl} copyLabel="subdomain address" testId="subdomain-url" />
            <RemoveWithQuestion
              label={texts.release}
              question={texts.removeSubdomainDialog}
              remove={release}
              onFailed={failed}
            />
          </div>
        </div>
      ) : (
        <DomainNameForm
          label={texts.subdomainLabel}
          hint={texts.subdomainHint}
          placeholder={t('domains.subdomainPlaceholder')}
          maxLength={DOMAIN_RULES.subdomainMaxLength}
          rules={{
            setValueAs: (v: string) => v.trim().toLowerCase(),
            required: texts.required,
            minLength: { value: DOMAIN_RULES.subdomainMinLength, message: texts.subdomainHint },
            pattern: { value: SUBDOMAIN_PATTERN, message: texts.subdomainPattern },
          }}
          suffix={
            <span className="mt-8 font-mono text-sm text-slate-600" aria-hidden="true">
              .{settings.appDomain}
            </span>
          }
          submitLabel={texts.claim}
          pending={claim.isPending}
          save={(subdomain) => claim.mutateAsync({ subdomain })}
          onOtherError={failed}
        />
      )}
    </section>
  );
}
