/** The list sections: experience, education, projects, certifications. */
import type { Certification, Education, Experience, Project } from '@resume/contracts';
import { displayUrl, safeHref } from '../lib/links';
import type { ResolvedStyle } from '../lib/style';
import { dateRange, descriptionLines, formatMonth } from '../lib/text';
import { entryBody, entryList, entryMeta, entryTitle, ExternalLink } from './SectionFrame';

function Bullets({ text }: { text: string | null }) {
  const lines = descriptionLines(text);
  if (lines.length === 0) return null;
  return (
    <ul style={{ ...entryBody, paddingLeft: 18, margin: '4px 0 0' }}>
      {lines.map((line, i) => (
        <li key={i} style={{ marginTop: 2 }}>
          {line}
        </li>
      ))}
    </ul>
  );
}

export function ExperienceList({ items }: { items: Experience[] }) {
  return (
    <ul style={entryList}>
      {items.map((e) => (
        <li key={e.id} data-entry="experience">
          <p style={entryTitle}>{e.title}</p>
          <p style={entryMeta}>
            {[e.company, e.location].filter(Boolean).join(' · ')}
            {' · '}
            {dateRange(e.startDate, e.current ? null : e.endDate)}
          </p>
          <Bullets text={e.description} />
        </li>
      ))}
    </ul>
  );
}

export function EducationList({ items }: { items: Education[] }) {
  return (
    <ul style={entryList}>
      {items.map((e) => (
        <li key={e.id} data-entry="education">
          <p style={entryTitle}>{e.degree}</p>
          <p style={entryMeta}>
            {[e.institution, e.location].filter(Boolean).join(' · ')}
            {' · '}
            {dateRange(e.startDate, e.endDate, (v) => v ?? '')}
            {e.gpa ? ` · GPA ${e.gpa}` : ''}
          </p>
          {e.description ? <p style={entryBody}>{e.description}</p> : null}
        </li>
      ))}
    </ul>
  );
}

export function ProjectList({ items, style }: { items: Project[]; style: ResolvedStyle }) {
  return (
    <ul style={entryList}>
      {items.map((p) => (
        <li key={p.id} data-entry="project">
          <p style={entryTitle}>
            {p.name}
            {p.year ? <span style={{ fontWeight: 400, color: '#475569' }}> · {p.year}</span> : null}
          </p>
          {p.url ? (
            <p style={entryMeta}>
              <ExternalLink href={safeHref(p.url)} color={style.primaryText}>
                {displayUrl(p.url)}
              </ExternalLink>
            </p>
          ) : null}
          {p.description ? <p style={{ ...entryBody, whiteSpace: 'pre-line' }}>{p.description}</p> : null}
        </li>
      ))}
    </ul>
  );
}

export function CertificationList({ items, style }: { items: Certification[]; style: ResolvedStyle }) {
  return (
    <ul style={entryList}>
      {items.map((c) => (
        <li key={c.id} data-entry="certification">
          <p style={entryTitle}>{c.name}</p>
          <p style={entryMeta}>
            {c.issuer}
            {c.issueDate ? ` · ${formatMonth(c.issueDate)}` : ''}
            {c.expirationDate ? ` – ${formatMonth(c.expirationDate)}` : ''}
          </p>
          {c.url ? (
            <p style={entryMeta}>
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
