import { Fragment, type ReactNode } from 'react';
import type { HeadingTag } from '../lib/headings';
import { accentCss, type ResolvedStyle } from '../lib/style';

export function SectionFrame({
  id,
  title,
  style,
  heading: Heading,
  children,
}: {
  id: string;
  title: string;
  style: ResolvedStyle;
  heading: HeadingTag;
  children: ReactNode;
}) {
  return (
    <section data-section={id} aria-label={title}>
      <Heading
        className="rv-section-title"
        style={{
          margin: '0 0 8px',
          fontSize: 15,
          fontWeight: 700,
          letterSpacing: '0.02em',
          textTransform: 'uppercase',
          color: style.primaryText,
          ...accentCss(style.accentStyle, style.primary),
        }}
      >
        {title}
      </Heading>
      {children}
    </section>
  );
}

export function ExternalLink({ href, children, color }: { href: string | null; children: ReactNode; color: string }) {
  if (!href) return <span>{children}</span>;
  return (
    <a href={href} rel="noopener noreferrer nofollow" target="_blank" style={{ color, textDecoration: 'none' }}>
      {children}
    </a>
  );
}

/**
 * Values on one line, ' · ' between them, each isolated (<bdi>, direction from its own first letter): a Latin company
 * name or a date in an Arabic line, or an Arabic one in an English line, keeps its place and its own order
 * (decision 0048). Empty values are left out.
 */
export function Values({ items }: { items: (string | null | undefined)[] }) {
  const shown = items.filter((item): item is string => !!item);
  return (
    <>
      {shown.map((item, i) => (
        <Fragment key={i}>
          {i > 0 ? ' · ' : null}
          <bdi>{item}</bdi>
        </Fragment>
      ))}
    </>
  );
}

export const entryTitle = { margin: 0, fontSize: 14, fontWeight: 600, color: '#0f172a' } as const;
export const entryMeta = { margin: '2px 0 0', fontSize: 12, color: '#475569' } as const;
export const entryBody = { margin: '4px 0 0', fontSize: 12.5, color: '#1e293b', lineHeight: 1.45 } as const;
export const entryList = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 } as const;
