/** The list sections: experience, education, projects, certifications. */
import {
  formatResumePeriod,
  formatResumeYear,
  RESUME_WORDS,
  type Certification,
  type Education,
  type Experience,
  type Project,
  type ResumeLanguage,
} from '@resume/contracts';
import { displayUrl, safeHref } from '../lib/links';
import type { HeadingTag } from '../lib/headings';
import type { ResolvedStyle } from '../lib/style';
import { descriptionLines, formatMonth } from '../lib/text';
import { entryBody, entryList, entryMeta, entryTitle, ExternalLink } from './SectionFrame';

function Bullets({ text }: { text: string | null }) {
  const lines = descriptionLines(text);
  if (lines.length === 0) return null;
  return (
    <ul className="rv-text" style={{ ...entryBody, paddingLeft: 18, margin: '4px 0 0' }}>
      {lines.map((line, i) => (
        <li key={i} style={{ marginTop: 2 }}>
          {line}
        </li>
      ))}
    </ul>
  );
}

interface ListProps<T> {
  items: T[];
  heading: HeadingTag;
  /** The language of the view: its date formats and words (docs/decisions/0047-resume-language.md). */
  language: ResumeLanguage;
}

export function ExperienceList({ items, heading: Heading, language }: ListProps<Experience>) {
  return (
    <ul style={entryList}>
      {items.map((e) => (
        <li key={e.id} className="rv-entry" data-entry="experience">
          <Heading className="rv-entry-title" style={entryTitle}>
            {e.title}
          </Heading>
          <p className="rv-entry-meta" style={entryMeta}>
            {[e.company, e.location].filter(Boolean).join(' · ')}
            {' · '}
            {formatResumePeriod(e.startDate, e.current ? null : e.endDate, language)}
          </p>
          <Bullets text={e.description} />
        </li>
      ))}
    </ul>
  );
}

export function EducationList({ items, heading: Heading, language }: ListProps<Education>) {
  return (
    <ul style={entryList}>
      {items.map((e) => (
        <li key={e.id} className="rv-entry" data-entry="education">
          <Heading className="rv-entry-title" style={entryTitle}>
            {e.degree}
          </Heading>
          <p className="rv-entry-meta" style={entryMeta}>
            {[e.institution, e.location].filter(Boolean).join(' · ')}
            {' · '}
            {formatResumePeriod(e.startDate, e.endDate, language, formatResumeYear)}
            {e.gpa ? ` · ${RESUME_WORDS[language].gpa} ${e.gpa}` : ''}
          </p>
          {e.description ? (
            <p className="rv-text" style={entryBody}>
              {e.description}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function ProjectList({ items, style, heading: Heading }: ListProps<Project> & { style: ResolvedStyle }) {
  return (
    <ul style={entryList}>
      {items.map((p) => (
        <li key={p.id} className="rv-entry" data-entry="project">
          <Heading className="rv-entry-title" style={entryTitle}>
            {p.name}
            {p.year ? <span style={{ fontWeight: 400, color: '#475569' }}> · {p.year}</span> : null}
          </Heading>
          {p.url ? (
            <p className="rv-entry-meta" style={entryMeta}>
              <ExternalLink href={safeHref(p.url)} color={style.primaryText}>
                {displayUrl(p.url)}
              </ExternalLink>
            </p>
          ) : null}
          {p.description ? (
            <p className="rv-text" style={{ ...entryBody, whiteSpace: 'pre-line' }}>
              {p.description}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function CertificationList({
  items,
  style,
  heading: Heading,
  language,
}: ListProps<Certification> & { style: ResolvedStyle }) {
  return (
    <ul style={entryList}>
      {items.map((c) => (
        <li key={c.id} className="rv-entry" data-entry="certification">
          <Heading className="rv-entry-title" style={entryTitle}>
            {c.name}
          </Heading>
          <p className="rv-entry-meta" style={entryMeta}>
            {c.issuer}
            {c.issueDate ? ` · ${formatMonth(c.issueDate, language)}` : ''}
            {c.expirationDate ? ` – ${formatMonth(c.expirationDate, language)}` : ''}
          </p>
          {c.url ? (
            <p className="rv-entry-meta" style={entryMeta}>
              <ExternalLink href={safeHref(c.url)} color={style.primaryText}>
                {displayUrl(c.url)}
              </ExternalLink>
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
