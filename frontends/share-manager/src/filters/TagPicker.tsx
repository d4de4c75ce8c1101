import { useId, useMemo, useState } from 'react';
import { Check, Search } from 'lucide-react';
import { MESSAGES } from '@resume/contracts';
import { findDuplicateTag } from '@resume/contracts/dto';
import { cn, formatNumber, Input, Spinner, toast } from '@resume/platform';
import { TextWithLink } from '../components/TextWithLink';
import { useShareManagerT } from '../locales/use-share-manager-t';
import { editorLink } from './editor-link';

interface TagPickerProps {
  /** The sorted unique tags of the user's experiences and projects (GET /api/filters/tags). */
  available: readonly string[] | undefined;
  loading: boolean;
  failed: boolean;
  value: string[];
  onChange: (tags: string[]) => void;
  error?: string;
}

/** Beyond this many tags a search box narrows the chips. */
const SEARCH_FROM = 12;
const sameTag = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();
const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/**
 * The filter's tags (spec 5): chosen from the available tags as toggle chips, so a tag is either in or out and can
 * never be added twice. A tag the filter still has but no item carries any more is shown, marked, so it can be
 * removed.
 */
export function TagPicker({ available, loading, failed, value, onChange, error }: TagPickerProps) {
  const t = useShareManagerT();
  const [query, setQuery] = useState('');
  const id = useId();
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;

  const options = useMemo(() => {
    const list = [...(available ?? [])];
    for (const tag of value) if (!list.some((t) => sameTag(t, tag))) list.push(tag);
    return list.sort(byName);
  }, [available, value]);
  const isAvailable = (tag: string) => (available ?? []).some((t) => sameTag(t, tag));
  const isSelected = (tag: string) => value.some((t) => sameTag(t, tag));
  const shown = query.trim()
    ? options.filter((t) => t.toLocaleLowerCase().includes(query.trim().toLocaleLowerCase()))
    : options;

  const toggle = (tag: string) => {
    if (isSelected(tag)) {
      onChange(value.filter((t) => !sameTag(t, tag)));
      return;
    }
    if (findDuplicateTag([...value, tag])) {
      toast({ ...MESSAGES.items.duplicateTag, variant: 'destructive' });
      return;
    }
    onChange([...value, tag]);
  };

  return (
    <fieldset className="grid gap-2" aria-describedby={[statusId, error ? errorId : null].filter(Boolean).join(' ')}>
      <legend className="mb-1 text-sm font-medium leading-none text-slate-700">{t('filters.tags.legend')}</legend>
      <p id={statusId} className="text-xs text-slate-500" aria-live="polite">
        {value.length === 0
          ? t('filters.tags.none')
          : t('filters.tags.selected', { count: value.length, n: formatNumber(value.length) })}
      </p>

      {loading ? (
        <div className="flex items-center gap-2 py-2 text-sm text-slate-500">
          <Spinner className="h-4 w-4" label={t('filters.tags.loadingLabel')} /> {t('filters.tags.loading')}
        </div>
      ) : failed ? (
        <p className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-700">
          {t('filters.tags.failed')}
        </p>
      ) : options.length === 0 ? (
        <p
          className="rounded-md border border-dashed border-slate-300 bg-slate-50 p-3 text-sm text-slate-600"
          data-testid="no-tags-hint"
        >
          <TextWithLink text={t('filters.tags.noTags')} link={editorLink} />
        </p>
      ) : (
        <>
          {options.length > SEARCH_FROM && (
            <div className="relative">
              <Search
                className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
                aria-hidden="true"
              />
              <Input
                type="search"
                aria-label={t('filters.tags.search')}
                placeholder={t('filters.tags.search')}
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                className="ps-9"
              />
            </div>
          )}
          <ul
            className="flex max-h-48 flex-wrap gap-2 overflow-y-auto p-0.5"
            aria-label={t('filters.tags.available')}
            data-testid="tag-options"
          >
            {shown.map((tag) => {
              const selected = isSelected(tag);
              const stale = !isAvailable(tag);
              return (
                <li key={tag}>
                  <button
                    type="button"
                    aria-pressed={selected}
                    onClick={() => toggle(tag)}
                    title={stale ? t('filters.tags.stale') : undefined}
                    className={cn(
                      'inline-flex items-center gap-1 rounded-full border px-3 py-1 text-xs font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-1',
                      selected
                        ? 'border-primary bg-primary text-primary-foreground hover:bg-primary-hover'
                        : 'border-slate-300 bg-white text-slate-700 hover:border-primary hover:text-primary',
                      stale && !selected && 'border-dashed',
                      stale && selected && 'border-amber-700 bg-amber-700 hover:bg-amber-800',
                    )}
                  >
                    {selected && <Check className="h-3 w-3" aria-hidden="true" />}
                    {tag}
                    {stale && <span className="sr-only"> {t('filters.tags.staleNote')}</span>}
                  </button>
                </li>
              );
            })}
            {shown.length === 0 && (
              <li className="text-sm text-slate-500">{t('filters.tags.noMatch', { query: query.trim() })}</li>
            )}
          </ul>
        </>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-xs font-medium text-red-600" data-testid="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
