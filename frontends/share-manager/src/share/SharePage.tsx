import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Eye, FileText, Filter as FilterIcon, Globe, Link2, Loader2, Pencil, Plus } from 'lucide-react';
import {
  CACHE_TIMES,
  MESSAGES,
  PUBLIC_PAGES,
  type DomainSettings,
  type Filter,
  type ShareLinkDetails,
  type User,
} from '@resume/contracts';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  FullScreenSpinner,
  LoadErrorCard,
  toast,
  useUser,
} from '@resume/platform';
import {
  filtersQueryKey,
  getFilters,
  shareLinkUrl,
  useCompleteResume,
  useCreateShareLink,
  useDomainSettings,
  useShareLinks,
} from '@resume/features';
import { AccountLayout, PageHeader } from '../components/AccountLayout';
import { PublicPageNotice } from '../components/PublicPageNotice';
import { CopyField } from './CopyField';
import { useShareManagerT, type ShareManagerT } from '../locales/use-share-manager-t';
import { failureToast } from '../share-links/failure-toast';

/**
 * The person's own addresses (spec 2.11, issue 14): their subdomain, and their custom domain once verified (before
 * that it serves nothing). A share link works there as /s/{id}.
 */
interface OwnOrigin {
  /** Its test id's part, the same in every language. */
  kind: 'custom-domain' | 'subdomain';
  label: string;
  /** The label beside a filter's name. */
  labelFor: (name: string) => string;
  origin: string;
}

function ownOrigins(t: ShareManagerT, settings: DomainSettings | undefined): OwnOrigin[] {
  const out: OwnOrigin[] = [];
  if (settings?.customDomainUrl)
    out.push({
      kind: 'custom-domain',
      label: t('share.customDomainLink'),
      labelFor: (name) => t('share.customDomainLinkFor', { name }),
      origin: settings.customDomainUrl,
    });
  if (settings?.subdomainUrl)
    out.push({
      kind: 'subdomain',
      label: t('share.subdomainLink'),
      labelFor: (name) => t('share.subdomainLinkFor', { name }),
      origin: settings.subdomainUrl,
    });
  return out;
}

/**
 * Share Your Resume (spec 2.11): the complete-resume link {origin}/r/{username} with a preview at /resume, then one link per
 * filter ({origin}/r/s/{shareableId}, created on demand), 'Edit Filter' and 'Create Filters'. Share links and
 * filters are kept a minute on this page, the complete resume five minutes.
 */
export function SharePage() {
  const t = useShareManagerT();
  const { data: user } = useUser();
  const resume = useCompleteResume();
  const filters = useQuery<Filter[]>({
    queryKey: filtersQueryKey,
    queryFn: getFilters,
    staleTime: CACHE_TIMES.sharePageListsMs,
  });
  const links = useShareLinks({ staleTime: CACHE_TIMES.sharePageListsMs });
  const origin = window.location.origin;
  const domains = ownOrigins(t, useDomainSettings().data);

  return (
    <AccountLayout>
      <PageHeader
        title={t('share.title')}
        description={t('share.description')}
        action={
          <Button asChild variant="outline">
            <Link to="/share-links">
              <Link2 aria-hidden="true" />
              {t('share.manage')}
            </Link>
          </Button>
        }
      />

      <Card data-testid="share-complete-resume">
        <CardHeader className="flex-row items-start gap-4 space-y-0">
          <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
            <FileText className="h-5 w-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h2 className="text-lg font-semibold leading-tight text-slate-900">{t('common.completeResume')}</h2>
            <CardDescription>{t('share.completeDescription')}</CardDescription>
          </div>
        </CardHeader>
        <CardContent className="grid gap-4">
          <CompleteResumeLink user={user ?? resume.data?.user} origin={origin} />
          {domains.map((d) => (
            <CopyField
              key={d.kind}
              label={d.label}
              value={d.origin}
              openHref={d.origin}
              testId={`complete-resume-${d.kind}`}
            />
          ))}
          <div>
            <Button asChild variant="outline" size="sm">
              <Link to="/resume">
                <Eye aria-hidden="true" />
                {t('common.preview')}
              </Link>
            </Button>
          </div>
        </CardContent>
      </Card>

      <section aria-labelledby="filtered-versions" className="grid gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="filtered-versions" className="text-xl font-semibold text-slate-900">
              {t('share.filtered')}
            </h2>
            <p className="text-sm text-slate-600">{t('share.filteredDescription')}</p>
          </div>
          <Button asChild variant="outline" size="sm">
            <Link to="/filters">
              <Plus aria-hidden="true" />
              {t('share.createFilters')}
            </Link>
          </Button>
        </div>
        {filters.isLoading || links.isLoading ? (
          <FullScreenSpinner className="min-h-[20vh]" />
        ) : filters.isError || links.isError ? (
          <LoadErrorCard
            title={t('share.loadError')}
            description={t('common.loadErrorHint')}
            data-testid="share-error"
            onRetry={() => void Promise.all([filters.refetch(), links.refetch()])}
          />
        ) : !filters.data || filters.data.length === 0 ? (
          <Card className="border-dashed" data-testid="share-no-filters">
            <CardContent className="flex flex-col items-center gap-3 px-6 py-10 text-center">
              <span className="flex h-11 w-11 items-center justify-center rounded-full bg-primary-soft text-primary">
                <FilterIcon className="h-5 w-5" aria-hidden="true" />
              </span>
              <p className="max-w-md text-sm text-slate-600">{t('share.noFilters')}</p>
              <Button asChild>
                <Link to="/filters">{t('share.createFilters')}</Link>
              </Button>
            </CardContent>
          </Card>
        ) : (
          <ul className="grid gap-4" aria-label={t('share.filtered')}>
            {filters.data.map((filter) => (
              <li key={filter.id}>
                <FilterShareCard
                  filter={filter}
                  link={(links.data ?? []).find((l) => l.filterId === filter.id)}
                  domains={domains}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </AccountLayout>
  );
}

/**
 * The owner's public page, {origin}/r/{username}. While it is switched off (docs/decisions/0013-privacy.md) that
 * address is a 404 for everyone, the owner included: say so, with the way to the switch, instead of the link.
 */
function CompleteResumeLink({ user, origin }: { user: User | null | undefined; origin: string }) {
  const t = useShareManagerT();
  if (!user) return null;
  if (!user.publicPage) {
    return (
      <PublicPageNotice
        message={{ title: t('share.publicPageOffTitle'), description: t('share.publicPageOffDescription') }}
        linkText={t('share.turnOnPublicPage')}
        tone="info"
        testId="complete-resume-link-off"
      />
    );
  }
  const url = `${origin}${PUBLIC_PAGES.publicResume(user.username)}`;
  return <CopyField label={t('share.completeLink')} value={url} openHref={url} testId="complete-resume-link" />;
}

function FilterShareCard({
  filter,
  link,
  domains,
}: {
  filter: Filter;
  link: ShareLinkDetails | undefined;
  domains: OwnOrigin[];
}) {
  const t = useShareManagerT();
  const create = useCreateShareLink();
  const onCreate = () =>
    create.mutate(
      { filterId: filter.id },
      {
        onSuccess: () => toast({ ...MESSAGES.shareLinks.created }),
        onError: (error) => toast(failureToast(MESSAGES.shareLinks.createFailed, error)),
      },
    );
  return (
    <Card data-testid={`share-filter-${filter.id}`}>
      <CardHeader className="gap-2 pb-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="text-base font-semibold text-slate-900">{filter.name}</h3>
            <div className="mt-1.5 flex flex-wrap gap-1">
              {filter.tags.length > 0 ? (
                filter.tags.map((tag) => (
                  <Badge key={tag} variant="secondary">
                    {tag}
                  </Badge>
                ))
              ) : (
                <span className="text-xs text-slate-500">{t('share.noTags')}</span>
              )}
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="ghost" size="sm">
              <Link to={`/resume?filter=${encodeURIComponent(filter.id)}`}>
                <Eye aria-hidden="true" />
                {t('common.preview')}
              </Link>
            </Button>
            <Button asChild variant="outline" size="sm">
              <Link
                to={`/filters?edit=${encodeURIComponent(filter.id)}`}
                aria-label={t('share.editFilterNamed', { name: filter.name })}
              >
                <Pencil aria-hidden="true" />
                {t('share.editFilter')}
              </Link>
            </Button>
          </div>
        </div>
      </CardHeader>
      <CardContent className="grid gap-3">
        {link ? (
          <>
            <CopyField
              label={t('share.shareLinkFor', { name: filter.name })}
              value={shareLinkUrl(link.shareableId)}
              openHref={shareLinkUrl(link.shareableId)}
              testId="filter-share-link"
            />
            {domains.map((d) => (
              <CopyField key={d.kind} label={d.labelFor(filter.name)} value={`${d.origin}/s/${link.shareableId}`} />
            ))}
            {link.securityCode && (
              <p className="flex items-center gap-1.5 text-xs text-slate-500">
                <Globe className="h-3.5 w-3.5" aria-hidden="true" />
                {t('share.protected')}
              </p>
            )}
          </>
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-dashed border-slate-300 bg-slate-50 px-4 py-3">
            <p className="text-sm text-slate-600">{t('share.noLink')}</p>
            <Button size="sm" onClick={onCreate} disabled={create.isPending}>
              {create.isPending ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <Link2 aria-hidden="true" />
              )}
              {t('share.createLink')}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
