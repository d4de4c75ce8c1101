import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Filter as FilterIcon, Plus, Tags } from 'lucide-react';
import type { Filter } from '@resume/contracts';
import {
  Button,
  Card,
  CardContent,
  FullScreenSpinner,
  LoadErrorCard,
  isPremiumRequired,
  PremiumRequiredPage,
} from '@resume/platform';
import { useFilters, useFilterTags } from '@resume/features';
import { AccountLayout, PageHeader } from '../components/AccountLayout';
import { DeleteFilterDialog } from './DeleteFilterDialog';
import { FilterCard } from './FilterCard';
import { FilterDialog } from './FilterDialog';
import { TextWithLink } from '../components/TextWithLink';
import { editorLink } from './editor-link';
import { useShareManagerT } from '../locales/use-share-manager-t';

type Editing = { mode: 'closed' } | { mode: 'new' } | { mode: 'edit'; filter: Filter };

/**
 * Resume Filters (spec 2.10): the user's filters as a card grid, 'New Filter', Edit and Delete dialogs, and a
 * private preview link per filter. /filters?edit={id} opens that filter's Edit dialog (the share page links there).
 */
export function FiltersPage() {
  const t = useShareManagerT();
  const filters = useFilters();
  const tags = useFilterTags();
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<Filter | null>(null);
  const editId = params.get('edit');

  // ?edit={id}: open that filter once the list is there (while rendering), then drop the parameter from the address.
  const [openedFromUrl, setOpenedFromUrl] = useState<string | null>(null);
  if (editId && filters.data && editId !== openedFromUrl) {
    setOpenedFromUrl(editId);
    const filter = filters.data.find((f) => f.id === editId);
    if (filter) setEditing({ mode: 'edit', filter });
  } else if (!editId && openedFromUrl) {
    setOpenedFromUrl(null); // the same link followed again opens the dialog again
  }
  useEffect(() => {
    if (!editId || !filters.data) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('edit');
        return next;
      },
      { replace: true },
    );
  }, [editId, filters.data, setParams]);

  const newButton = (
    <Button onClick={() => setEditing({ mode: 'new' })} disabled={!filters.data}>
      <Plus aria-hidden="true" />
      {t('filters.newFilter')}
    </Button>
  );

  let body;
  if (filters.isLoading) body = <FullScreenSpinner className="min-h-[40vh]" />;
  else if (filters.isError)
    body = isPremiumRequired(filters.error) ? (
      <PremiumRequiredPage />
    ) : (
      <LoadErrorCard
        title={t('filters.loadError')}
        description={t('common.loadErrorHint')}
        data-testid="filters-error"
        onRetry={() => void filters.refetch()}
      />
    );
  else if (!filters.data || filters.data.length === 0)
    body = <EmptyState hasTags={(tags.data?.length ?? 0) > 0} onCreate={() => setEditing({ mode: 'new' })} />;
  else
    body = (
      <>
        {tags.data && tags.data.length === 0 && <NoTagsHint />}
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={t('filters.listLabel')}>
          {filters.data.map((filter) => (
            <li key={filter.id} className="flex">
              <FilterCard
                filter={filter}
                onEdit={() => setEditing({ mode: 'edit', filter })}
                onDelete={() => setDeleting(filter)}
              />
            </li>
          ))}
        </ul>
      </>
    );

  return (
    <AccountLayout>
      <PageHeader
        title={t('filters.title')}
        description={t('filters.description')}
        action={filters.isError ? null : newButton}
      />
      {body}
      <FilterDialog
        open={editing.mode !== 'closed'}
        onOpenChange={(open) => !open && setEditing({ mode: 'closed' })}
        filter={editing.mode === 'edit' ? editing.filter : null}
      />
      <DeleteFilterDialog filter={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
    </AccountLayout>
  );
}

function EmptyState({ hasTags, onCreate }: { hasTags: boolean; onCreate: () => void }) {
  const t = useShareManagerT();
  return (
    <Card data-testid="filters-empty" className="border-dashed">
      <CardContent className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <span className="flex h-12 w-12 items-center justify-center rounded-full bg-primary-soft text-primary">
          <FilterIcon className="h-6 w-6" aria-hidden="true" />
        </span>
        <h2 className="text-lg font-semibold text-slate-900">{t('filters.empty.title')}</h2>
        <p className="max-w-md text-sm text-slate-600">
          <TextWithLink text={t('filters.empty.description')} link={editorLink} />
        </p>
        {hasTags ? (
          <Button onClick={onCreate} className="mt-2">
            <Plus aria-hidden="true" />
            {t('filters.empty.create')}
          </Button>
        ) : (
          <Button asChild variant="outline" className="mt-2">
            <Link to="/resume-editor">
              <Tags aria-hidden="true" />
              {t('filters.empty.addTags')}
            </Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function NoTagsHint() {
  const t = useShareManagerT();
  return (
    <p
      role="note"
      data-testid="no-tags-hint"
      className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <Tags className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>
        <TextWithLink text={t('filters.noTagsHint')} link={editorLink} />
      </span>
    </p>
  );
}
