import type { PublicUser } from '@resume/contracts';
import { displayUrl, safeHref } from '../lib/links';
import type { HeadingTag } from '../lib/headings';
import type { ResolvedStyle } from '../lib/style';
import { ExternalLink } from './SectionFrame';

/** The owner header (spec 2.8): name, title, e-mail, phone, location, LinkedIn, GitHub and website links. */
export function PersonalInfo({
  user,
  style,
  heading: Heading,
}: {
  user: PublicUser;
  style: ResolvedStyle;
  heading: HeadingTag;
}) {
  const contacts: { key: string; label: string; href: string | null }[] = [];
  if (user.email) contacts.push({ key: 'email', label: user.email, href: safeHref(`mailto:${user.email}`) });
  if (user.phone) contacts.push({ key: 'phone', label: user.phone, href: null });
  if (user.location) contacts.push({ key: 'location', label: user.location, href: null });
  for (const key of ['linkedin', 'github', 'website'] as const) {
    const value = user[key];
    if (value) contacts.push({ key, label: displayUrl(value), href: safeHref(value) });
  }
  return (
    <header data-section="personal-info">
      <Heading style={{ margin: 0, fontSize: 28, fontWeight: 700, color: '#0f172a', lineHeight: 1.15 }}>
        <bdi>{user.name || user.username}</bdi>
      </Heading>
      {user.title ? (
        <p style={{ margin: '4px 0 0', fontSize: 16, fontWeight: 500, color: style.primaryText }}>
          <bdi>{user.title}</bdi>
        </p>
      ) : null}
      {contacts.length > 0 ? (
        <ul
          style={{
            listStyle: 'none',
            margin: '10px 0 0',
            padding: 0,
            display: 'flex',
            flexWrap: 'wrap',
            gap: '4px 16px',
            fontSize: 12.5,
            color: '#334155',
          }}
        >
          {contacts.map((c) => (
            <li key={c.key} data-contact={c.key}>
              <ExternalLink href={c.href} color="#334155">
                <bdi>{c.label}</bdi>
              </ExternalLink>
            </li>
          ))}
        </ul>
      ) : null}
    </header>
  );
}
