import { RESUME_WORDS, resumeLanguageOf, type Filter, type Resume } from '@resume/contracts';

/** Shown above a tailored resume on its public view (spec 2.8); not part of the document or the PDF. */
export function FilterBanner({
  filter,
  resume,
  fullResumeHref,
}: {
  filter: Pick<Filter, 'name' | 'tags' | 'language'>;
  /** The resume's language, where the filter has none of its own (the banner speaks the resume's language). */
  resume?: Pick<Resume, 'language'>;
  fullResumeHref?: string;
}) {
  const language = resumeLanguageOf(resume ?? {}, filter);
  const words = RESUME_WORDS[language];
  return (
    <aside
      data-filter-banner
      lang={language}
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
      <p style={{ margin: '4px 0 0' }}>{words.filteredBanner}</p>
      {fullResumeHref ? (
        <a href={fullResumeHref} style={{ color: '#1d4ed8' }}>
          {words.viewFullResume}
        </a>
      ) : null}
    </aside>
  );
}
