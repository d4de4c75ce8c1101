import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { UserRound } from 'lucide-react';
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  FullScreenSpinner,
  PlanBadge,
  useT,
  useUser,
} from '@resume/platform';
import { LanguageSelect } from '@resume/features';
import { DomainsCard } from '../domains/DomainsCard';
import { LinkedInCard } from '../linkedin/LinkedInCard';
import { useLinkedInArrival } from '../linkedin/use-linkedin-arrival';
import { OtherSessionsCard } from './OtherSessionsCard';
import { PublicPageSettings } from './PublicPageSettings';
import { SubscriptionDetails } from './SubscriptionDetails';

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  const empty = !value || !value.trim();
  const t = useT('account');
  return (
    // One column no wider than the card (minmax(0, 1fr)), and a long e-mail address wraps: at 320 px an address wider
    // than the card made the column, and so the label, reach past the screen (reflow.spec.ts, WCAG 1.4.10).
    <div className="grid grid-cols-1 gap-1 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className={`break-words text-sm sm:col-span-2 ${empty ? 'italic text-slate-600' : 'text-slate-900'}`}>
        {empty ? t('profile.notProvided') : value}
      </dd>
    </div>
  );
}

/**
 * 'Your Profile' (spec 2.13): user information, LinkedIn integration, subscription details, the public page
 * settings, the domains and signing out of other devices. ?tab= scrolls to its card once the page is drawn (not while the user is still loading).
 */
export function ProfilePage({ tab }: { tab?: 'domains' | 'linkedin' }) {
  const { data: user, isLoading } = useUser();
  const [params] = useSearchParams();
  const activeTab = tab ?? params.get('tab');
  const ready = Boolean(user);
  const t = useT('account');
  useLinkedInArrival(ready);

  useEffect(() => {
    if (!activeTab || !ready) return;
    // Jumps instead of gliding for a person who asked the system for less motion.
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    document
      .getElementById(`profile-${activeTab}`)
      ?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  }, [activeTab, ready]);

  if (isLoading || !user) return <FullScreenSpinner />;
  return (
    <div className="container max-w-3xl py-10">
      <h1 className="mb-8 text-3xl font-bold tracking-tight">{t('profile.title')}</h1>
      <Card data-testid="user-info-card">
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-4 space-y-0">
          <div className="flex items-center gap-3">
            <span className="flex h-10 w-10 items-center justify-center rounded-full bg-primary-soft text-primary">
              <UserRound className="h-5 w-5" aria-hidden="true" />
            </span>
            <CardTitle>{t('profile.userInformation')}</CardTitle>
          </div>
          <PlanBadge plan={user.plan} />
        </CardHeader>
        <CardContent>
          <dl className="space-y-4">
            <Field label={t('profile.name')} value={user.name} />
            <Field label={t('profile.email')} value={user.email} />
            <Field label={t('profile.jobTitle')} value={user.title} />
            <Field label={t('profile.location')} value={user.location} />
          </dl>
          <LanguageSelect className="mt-6 border-t border-slate-100 pt-4" hint={t('profile.languageHint')} />
        </CardContent>
      </Card>
      <LinkedInCard user={user} />
      <SubscriptionDetails user={user} />
      <PublicPageSettings user={user} />
      <DomainsCard user={user} />
      <OtherSessionsCard />
    </div>
  );
}
