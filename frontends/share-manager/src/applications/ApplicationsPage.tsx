import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Download, Plus } from 'lucide-react';
import {
  APPLICATIONS_API,
  BILLING_PAGES,
  MESSAGES,
  hasPaidAccess,
  type ApplicationStatus,
  type ApplicationSummary,
} from '@resume/contracts';
import {
  Button,
  Card,
  CardContent,
  FullScreenSpinner,
  LoadErrorCard,
  PremiumRequiredDialog,
  cn,
  toast,
  useUser,
} from '@resume/platform';
import { useApplications, useUpdateApplication } from '@resume/features';
import { AccountLayout, PageHeader } from '../components/AccountLayout';
import { useShareManagerT } from '../locales/use-share-manager-t';
import { ApplicationsBoard } from './ApplicationsBoard';
import { ApplicationsTable } from './ApplicationsTable';
import { EditApplicationDialog } from './EditApplicationDialog';
import { NewApplicationDialog } from './NewApplicationDialog';

const M = MESSAGES.applications;

/** What a free plan sees: what the screen is, and the spec's 'Premium Feature' prompt with its own sentence. */
function ApplicationsUpsell() {
  const t = useShareManagerT();
  const [open, setOpen] = useState(true);
  return (
    <Card data-testid="applications-upsell">
      <CardContent className="grid gap-3 p-6">
        <h2 className="text-lg font-semibold text-slate-900">{t('applications.upsellTitle')}</h2>
        <p className="text-sm text-slate-600">{t('applications.upsell')}</p>
        <div>
          <Button asChild>
            <Link to={BILLING_PAGES.pricing}>{t('applications.upgrade')}</Link>
          </Button>
        </div>
      </CardContent>
      <PremiumRequiredDialog open={open} onOpenChange={setOpen} description={t('applications.upsell')} />
    </Card>
  );
}

/** The screen's two views of the same applications. */
const VIEWS = ['board', 'table'] as const;

function ApplicationsScreen() {
  const t = useShareManagerT();
  const applications = useApplications();
  const update = useUpdateApplication();
  const [view, setView] = useState<'board' | 'table'>('board');
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ApplicationSummary | null>(null);

  const onMove = (application: ApplicationSummary, status: ApplicationStatus) =>
    update.mutate(
      { id: application.id, changes: { status } },
      { onError: () => toast({ ...M.moveFailed, variant: 'destructive' }) },
    );

  const actions = (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" asChild>
        <a href={APPLICATIONS_API.csv} download>
          <Download aria-hidden className="me-2 h-4 w-4" />
          {t('applications.exportCsv')}
        </a>
      </Button>
      <Button onClick={() => setCreating(true)}>
        <Plus aria-hidden className="me-2 h-4 w-4" />
        {t('applications.newApplication')}
      </Button>
    </div>
  );

  return (
    <>
      <PageHeader title={t('applications.title')} description={t('applications.description')} action={actions} />
      <div role="group" aria-label={t('applications.viewGroup')} className="flex gap-1">
        {VIEWS.map((v) => (
          <button
            key={v}
            type="button"
            aria-pressed={view === v}
            onClick={() => setView(v)}
            className={cn(
              'rounded-md px-3 py-1.5 text-sm',
              view === v ? 'bg-slate-900 text-white' : 'text-slate-700 hover:bg-slate-100',
            )}
          >
            {v === 'board' ? t('applications.board') : t('applications.table')}
          </button>
        ))}
      </div>
      {applications.isLoading ? (
        <FullScreenSpinner className="min-h-[30vh]" />
      ) : applications.isError ? (
        <LoadErrorCard title={t('applications.loadError')} description={t('common.loadErrorHint')} />
      ) : (applications.data ?? []).length === 0 ? (
        <Card>
          <CardContent className="p-6 text-center">
            <h2 className="font-semibold text-slate-900">{t('applications.empty.title')}</h2>
            <p className="text-sm text-slate-600">{t('applications.empty.description')}</p>
          </CardContent>
        </Card>
      ) : view === 'board' ? (
        <ApplicationsBoard applications={applications.data ?? []} onMove={onMove} onEdit={setEditing} />
      ) : (
        <ApplicationsTable applications={applications.data ?? []} onMove={onMove} onEdit={setEditing} />
      )}
      <NewApplicationDialog open={creating} onOpenChange={setCreating} />
      {editing ? <EditApplicationDialog application={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}

/** Applications (issue 28 point 2, docs/decisions/0052-applications.md): paid plans get the board; others the prompt. */
export function ApplicationsPage() {
  const t = useShareManagerT();
  const { data: user } = useUser();
  return (
    <AccountLayout>
      {user && hasPaidAccess(user) ? (
        <ApplicationsScreen />
      ) : (
        <>
          <PageHeader title={t('applications.title')} description={t('applications.description')} />
          <ApplicationsUpsell />
        </>
      )}
    </AccountLayout>
  );
}
