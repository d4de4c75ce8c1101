import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Filter } from '@resume/contracts';
import { Spinner } from '@resume/platform';
import { useFeaturesT } from '../locales';
import { PickerOption } from './picker-option';
import { ListMessage, PickerScrollList, PremiumLockedNotice } from './picker-parts';

interface FilterListProps {
  paid: boolean;
  filters: Filter[] | undefined;
  loading: boolean;
  failed: boolean;
  value: string | null;
  onChange: (id: string | null) => void;
  /** 'No Filter' (the full resume) is offered unless a filter is required (share link creation). */
  allowNone: boolean;
}

/** The Filters tab: 'No Filter', then the person's filters with their tags; locked without paid access. */
export function FilterList({ paid, filters, loading, failed, value, onChange, allowNone }: FilterListProps) {
  const t = useFeaturesT();
  const name = useId();
  return (
    <PickerScrollList label={t('picker.filters')} testId="filters-list">
      {allowNone && (
        <PickerOption
          name={name}
          checked={value === null}
          onSelect={() => onChange(null)}
          title={t('picker.noFilter')}
          detail={t('picker.fullResume')}
          testId="filter-option-none"
        />
      )}
      {!paid ? (
        <PremiumLockedNotice testId="filters-locked">
          <p className="text-sm font-medium">{t('picker.filtersLockedTitle')}</p>
          <p className="text-xs text-amber-800">{t('picker.filtersLockedText')}</p>
        </PremiumLockedNotice>
      ) : loading ? (
        <ListMessage>
          <Spinner label={t('picker.loadingFilters')} />
        </ListMessage>
      ) : failed ? (
        <ListMessage>{t('picker.filtersFailed')}</ListMessage>
      ) : filters && filters.length > 0 ? (
        filters.map((filter) => (
          <PickerOption
            key={filter.id}
            name={name}
            checked={value === filter.id}
            onSelect={() => onChange(filter.id)}
            title={filter.name}
            detail={filter.tags.length > 0 ? filter.tags.join(', ') : t('picker.noTags')}
            testId={`filter-option-${filter.id}`}
          />
        ))
      ) : (
        <ListMessage>
          <span>
            {t('picker.noFilters')}{' '}
            <Link to="/filters" className="font-medium text-primary underline-offset-4 hover:underline">
              {t('picker.createFilters')}
            </Link>
          </span>
        </ListMessage>
      )}
    </PickerScrollList>
  );
}
