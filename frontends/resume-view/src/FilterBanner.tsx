import { MESSAGES, type Filter } from '@resume/contracts';

/** Shown above a tailored resume on its public view (spec 2.8); not part of the document or the PDF. */
export function FilterBanner({
  filter,
  fullResumeHref,
}: {
  filter: Pick<Filter, 'name' | 'tags'>;
  fullResumeHref?: string;
}) {
  return (
    <aside
      data-filter-banner
      style={{
        border: '1px solid #bfdbfe',
        background: '#eff6ff',
        borderRadius: 8,
        padding: '10px 14px',
        fontSize: 13,
        color: '#1e3a8a',
      }}
    >
      <strong>{filter.name}</strong>
      {filter.tags.length > 0 ? (
        <span>
          {' · '}
          {filter.tags.join(', ')}
        </span>
      ) : null}
      <p style={{ margin: '4px 0 0' }}>{MESSAGES.resumeViews.filteredBanner}</p>
      {fullResumeHref ? (
        <a href={fullResumeHref} style={{ color: '#1d4ed8' }}>
          {MESSAGES.resumeViews.viewFullResume}
        </a>
      ) : null}
    </aside>
  );
}
