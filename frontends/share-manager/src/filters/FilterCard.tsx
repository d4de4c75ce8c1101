import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Eye, Palette, Pencil, Trash2 } from 'lucide-react';
import type { Filter } from '@resume/contracts';
import { Button, Card } from '@resume/platform';
import { hasAppearance } from './filter-form';
import { useShareManagerT } from '../locales/use-share-manager-t';

/** The private preview of a filter, the shell's /resume view (spec 2.10). */
export const filterPreviewPath = (id: string) => `/resume?filter=${encodeURIComponent(id)}`;

/** One filter: its name, its tags as chips, the preview link, Edit and Delete. */
export function FilterCard({ filter, onEdit, onDelete }: { filter: Filter; onEdit: () => void; onDelete: () => void }) {
  const t = useShareManagerT();
  const titleId = useId();
  const styled = hasAppearance(filter);
  return (
    <Card role="article" aria-labelledby={titleId} data-testid="filter-card" className="flex w-full flex-col">
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <h2 id={titleId} className="min-w-0 break-words text-base font-semibold leading-snug text-slate-900">
            {filter.name}
          </h2>
          {styled && (
            <span
              className="inline-flex shrink-0 items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-[11px] font-medium text-slate-600"
              title={t('filters.card.styledTitle')}
            >
              <Palette className="h-3 w-3" aria-hidden="true" />
              {t('filters.card.styled')}
              {filter.primaryColor && (
                <span
                  className="h-2.5 w-2.5 rounded-full border border-white shadow"
                  style={{ background: filter.primaryColor }}
                  aria-hidden="true"
                />
              )}
            </span>
          )}
        </div>
        {filter.tags.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label={t('filters.card.tagsOf', { name: filter.name })}>
            {filter.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-medium text-primary">
                {tag}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-xs text-slate-500">{t('filters.card.noTags')}</p>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 px-5 py-3">
        <Link
          to={filterPreviewPath(filter.id)}
          className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2"
          aria-label={t('filters.card.preview', { name: filter.name })}
        >
          <Eye className="h-4 w-4" aria-hidden="true" />
          {t('common.preview')}
        </Link>
        <div className="flex gap-1">
          <Button variant="ghost" size="sm" onClick={onEdit} aria-label={t('filters.card.edit', { name: filter.name })}>
            <Pencil aria-hidden="true" />
            {t('common.edit')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={onDelete}
            aria-label={t('filters.card.delete', { name: filter.name })}
            className="text-red-600 hover:bg-red-50 hover:text-red-700"
          >
            <Trash2 aria-hidden="true" />
            {t('common.delete')}
          </Button>
        </div>
      </div>
    </Card>
  );
}
