import { useState } from 'react';
import { ExternalLink } from 'lucide-react';
import { DOMAIN_RULES, type DomainSettings } from '@resume/contracts';
import { Button, toast } from '@resume/platform';
import { useClaimSubdomain, useReleaseSubdomain } from '@resume/features';
import { ConfirmActionDialog } from '../ConfirmActionDialog';
import { CopyValueButton } from './CopyValueButton';
import { failedChange } from './domain-errors';
import { DomainNameForm } from './DomainNameForm';
import { DOMAINS_TEXTS } from './texts';

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
  const [confirmOpen, setConfirmOpen] = useState(false);

  if (!settings.subdomainsEnabled) return <p className="text-sm text-slate-600">{DOMAINS_TEXTS.subdomainsOff}</p>;

  const failed = failedChange(onPremiumRequired);
  const onRelease = () =>
    release.mutate(undefined, {
      onSuccess: () => {
        setConfirmOpen(false);
        toast({ ...DOMAINS_TEXTS.removed });
      },
      onError: failed,
    });

  return (
    <section aria-labelledby="domains-subdomain-title" className="grid gap-3" data-testid="subdomain-section">
      <h3 id="domains-subdomain-title" className="text-base font-semibold text-slate-900">
        {DOMAINS_TEXTS.subdomainLabel}
      </h3>
      {settings.subdomain && settings.subdomainUrl ? (
        <div className="grid gap-2">
          <p className="text-xs font-medium text-slate-600">{DOMAINS_TEXTS.yourSubdomain}</p>
          <div className="flex flex-wrap items-center gap-2">
            <a
              href={settings.subdomainUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 break-all font-mono text-sm font-medium text-primary underline"
              data-testid="subdomain-url"
            >
              {settings.subdomainUrl}
              <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
            </a>
            <CopyValueButton value={settings.subdomainUrl} label="subdomain address" />
            <Button type="button" variant="ghost" size="sm" onClick={() => setConfirmOpen(true)}>
              {DOMAINS_TEXTS.release}
            </Button>
          </div>
        </div>
      ) : (
        <DomainNameForm
          label={DOMAINS_TEXTS.subdomainLabel}
          hint={DOMAINS_TEXTS.subdomainHint}
          placeholder="your-name"
          maxLength={DOMAIN_RULES.subdomainMaxLength}
          rules={{
            setValueAs: (v: string) => v.trim().toLowerCase(),
            required: DOMAINS_TEXTS.required,
            minLength: { value: DOMAIN_RULES.subdomainMinLength, message: DOMAINS_TEXTS.subdomainHint },
            pattern: { value: SUBDOMAIN_PATTERN, message: DOMAINS_TEXTS.subdomainPattern },
          }}
          suffix={
            <span className="mt-8 font-mono text-sm text-slate-600" aria-hidden="true">
              .{settings.appDomain}
            </span>
          }
          submitLabel={DOMAINS_TEXTS.claim}
          pending={claim.isPending}
          save={(subdomain) => claim.mutateAsync({ subdomain })}
          onOtherError={failed}
        />
      )}
      <ConfirmActionDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={DOMAINS_TEXTS.removeSubdomainDialog.title}
        description={DOMAINS_TEXTS.removeSubdomainDialog.description}
        confirmLabel={DOMAINS_TEXTS.release}
        destructive
        pending={release.isPending}
        onConfirm={onRelease}
      />
    </section>
  );
}
