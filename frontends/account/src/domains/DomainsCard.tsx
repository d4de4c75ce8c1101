import { useState } from 'react';
import { Globe2, Lock } from 'lucide-react';
import { hasPaidAccess, type User } from '@resume/contracts';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  PremiumRequiredDialog,
  Spinner,
} from '@resume/platform';
import { useDomainSettings } from '@resume/features';
import { CustomDomainSection } from './CustomDomainSection';
import { SubdomainSection } from './SubdomainSection';
import { useDomainsTexts } from './texts';

/**
 * The profile's domains section (spec 2.13, issue 14 point 5; ?tab=domains, /domain-settings and /settings/domain
 * scroll here): the subdomain, the custom domain with the records to add, its state and 'Verify now'. Free plans see
 * it locked, with the premium dialog (spec 1: Premium supports custom domains).
 */
export function DomainsCard({ user }: { user: User }) {
  const paid = hasPaidAccess(user);
  const settings = useDomainSettings({ enabled: paid });
  const [premiumOpen, setPremiumOpen] = useState(false);
  const openPremium = () => setPremiumOpen(true);
  const texts = useDomainsTexts();

  return (
    <Card data-testid="domains-card" id="profile-domains" className="mt-6 scroll-mt-24">
      <CardHeader className="flex-row items-center gap-3 space-y-0">
        <span className="flex h-10 w-10 items-center justify-center rounded-full bg-primary-soft text-primary">
          <Globe2 className="h-5 w-5" aria-hidden="true" />
        </span>
        <div>
          <CardTitle>{texts.title}</CardTitle>
          <CardDescription>{texts.description}</CardDescription>
        </div>
      </CardHeader>
      <CardContent className="space-y-8">
        {!paid ? (
          <div
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-dashed border-slate-300 bg-slate-50 px-4 py-3"
            data-testid="domains-locked"
          >
            <p className="flex items-center gap-2 text-sm text-slate-700">
              <Lock className="h-4 w-4" aria-hidden="true" />
              {texts.locked}
            </p>
            <Button type="button" onClick={openPremium}>
              {texts.unlock}
            </Button>
          </div>
        ) : settings.isLoading ? (
          <Spinner />
        ) : settings.isError || !settings.data ? (
          <p className="text-sm text-destructive">{texts.loadFailed}</p>
        ) : (
          <>
            <SubdomainSection settings={settings.data} onPremiumRequired={openPremium} />
            <CustomDomainSection settings={settings.data} onPremiumRequired={openPremium} />
          </>
        )}
      </CardContent>
      <PremiumRequiredDialog open={premiumOpen} onOpenChange={setPremiumOpen} description={texts.premiumDialog} />
    </Card>
  );
}
