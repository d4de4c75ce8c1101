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
import { entryBody, entryList, entryMeta, entryTitle, ExternalLink, Values } from './SectionFrame';

function Bullets({ text }: { text: string | null }) {
  const lines = descriptionLines(text);
  if (lines.length === 0) return null;
  return (
    <ul className="rv-text" style={{ ...entryBody, margin: '4px 0 0', paddingInlineStart: 18 }}>
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
            <bdi>{e.title}</bdi>
          </Heading>
          <p className="rv-entry-meta" style={entryMeta}>
            <Values
              items={[e.company, e.location, formatResumePeriod(e.startDate, e.current ? null : e.endDate, language)]}
            />
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
            <bdi>{e.degree}</bdi>
          </Heading>
          <p className="rv-entry-meta" style={entryMeta}>
            <Values
              items={[
                e.institution,
                e.location,
                formatResumePeriod(e.startDate, e.endDate, language, formatResumeYear),
                e.gpa ? `${RESUME_WORDS[language].gpa} ${e.gpa}` : null,
              ]}
            />
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
            <bdi>{p.name}</bdi>
            {p.year ? (
              <span style={{ fontWeight: 400, color: '#475569' }}>
                {' · '}
                <bdi>{p.year}</bdi>
              </span>
            ) : null}
          </Heading>
          {p.url ? (
            <p className="rv-entry-meta" style={entryMeta}>
              <ExternalLink href={safeHref(p.url)} color={style.primaryText}>
                <bdi>{displayUrl(p.url)}</bdi>
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
            <bdi>{c.name}</bdi>
          </Heading>
          <p className="rv-entry-meta" style={entryMeta}>
            <Values
              items={[
                c.issuer,
                c.issueDate || c.expirationDate
                  ? [formatMonth(c.issueDate, language), formatMonth(c.expirationDate, language)]
                      .filter(Boolean)
                      .join(' – ')
                  : null,
              ]}
            />
          </p>
          {c.url ? (
            <p className="rv-entry-meta" style={entryMeta}>
              <ExternalLink href={safeHref(c.url)} color={style.primaryText}>
                <bdi>{displayUrl(c.url)}</bdi>
              </ExternalLink>
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
