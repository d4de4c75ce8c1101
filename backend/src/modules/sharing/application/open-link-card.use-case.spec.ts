import type { CompleteResume, Filter, User } from '@resume/contracts';
import { AdjustableClock } from '../../../shared/testing/adjustable-clock';
import { anAccount } from '../../../shared/testing/resume-fixtures';
import type { ShareLink } from '../domain/share-link';
import { aShareLink } from '../domain/testing/share-links';
import { OpenLinkCard } from './open-link-card.use-case';
import { OpenPublicResume } from './open-public-resume.use-case';
import { OpenSharedResume } from './open-shared-resume.use-case';
import type { ShareOwner } from './ports/shared-content';
import {
  FakeCardPrinter,
  FakeSharedContent,
  InMemoryLinksForVisit,
  InMemoryPublicVersions,
  InMemoryShareLinks,
  MapLinkCardCache,
  MapShareCache,
} from './testing/in-memory-ports';

const NOW = new Date('2026-11-27T12:00:00.000Z');

const owner = (settings: Partial<User> = {}): ShareOwner => ({
  ...anAccount({ name: 'Mary Jackson', username: 'mary', email: 'mary@example.com', phone: null, website: null }),
  showPhone: false,
  servesPaidFeatures: true,
  ...settings,
});

const resume = (user: User): CompleteResume => ({
  resume: {
    id: 'r1',
    summary: 'Wind tunnels.',
    lastUpdated: NOW.toISOString(),
    font: 'Inter',
    theme: 'blue',
    language: 'en',
    sectionHeadings: {},
  },
  user,
  experiences: [],
  education: [],
  skills: [],
  projects: [],
  certifications: [],
});

const link = (settings: Partial<ShareLink> = {}) => aShareLink(NOW, { filterId: 'f1', ...settings });

function setup() {
  const clock = new AdjustableClock();
  clock.advance(NOW.getTime() - Date.now());
  const rows = new InMemoryShareLinks();
  const visits = new InMemoryLinksForVisit(rows);
  /** The one link, shown at a version stamp (a change of what it shows: a new stamp). */
  const links = {
    put(shareLink: ShareLink, version: string) {
      rows.rows.splice(0, rows.rows.length, shareLink);
      visits.version = version;
    },
  };
  const versions = new InMemoryPublicVersions();
  const content = new FakeSharedContent();
  const mary = content.addOwner(owner());
  const filter: Filter = { id: 'f1', name: 'Aero', tags: ['wind'] };
  content.resumes.set('u1', resume(mary));
  content.filters.set('f1', { ...filter, userId: 'u1' });
  const shown = new MapShareCache();
  // The code gate, visit count and snapshots are not on a preview's path (no code, nothing counted, a live link).
  const unused = {} as never;
  const openShared = new OpenSharedResume(visits, content, shown, unused, unused, unused, clock, unused, unused);
  const openPublic = new OpenPublicResume(versions, content, shown);
  const printer = new FakeCardPrinter();
  const cards = new MapLinkCardCache();
  const cards$ = new OpenLinkCard(openShared, openPublic, printer, cards);
  return { clock, links, versions, printer, cards, content, cards$ };
}

describe('OpenLinkCard', () => {
  it("prints an uncoded link's card once per version, as the page shows it (the filter's tags, the owner's name)", async () => {
    const { links, printer, content, cards$ } = setup();
    links.put(link(), 'v1');
    const first = await cards$.shared('s1');
    expect(first.version).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(first.kept).toBeUndefined();
    const png = await first.print();
    expect(png.toString()).toBe('png:Mary Jackson:wind:1');
    expect([printer.printed[0].paperSize, printer.printed[0].data.user.email]).toEqual(['A4', null]);

    const again = await cards$.shared('s1');
    expect([again.version, again.kept?.toString()]).toEqual([first.version, 'png:Mary Jackson:wind:1']);
    expect(printer.printed).toHaveLength(1);

    // A new stamp that shows the same: the same card. A change it shows: a new one.
    links.put(link(), 'v2');
    expect((await cards$.shared('s1')).version).toBe(first.version);
    content.resumes.get('u1')!.resume.summary = 'Wind tunnels and rockets.';
    links.put(link(), 'v3');
    const edited = await cards$.shared('s1');
    expect([edited.version === first.version, edited.kept]).toEqual([false, undefined]);
  });

  it.each([
    ['a code', { securityCode: '1234' }],
    ['noindex', { noindex: true }],
    ['a pause', { pausedAt: NOW }],
    ['an expiry passed', { expiresAt: NOW }],
  ])('answers a link with %s as an unknown one, printing nothing', async (_, settings) => {
    const { links, printer, cards$ } = setup();
    links.put(link(settings), 'v1');
    await expect(cards$.shared('s1')).rejects.toMatchObject({ code: 'SHARE_LINK_INVALID' });
    await expect(cards$.shared('nope')).rejects.toMatchObject({ code: 'SHARE_LINK_INVALID' });
    expect(printer.printed).toHaveLength(0);
  });

  it('expires with the clock', async () => {
    const { clock, links, cards$ } = setup();
    links.put(link({ expiresAt: new Date(NOW.getTime() + 1000) }), 'v1');
    await expect(cards$.shared('s1')).resolves.toMatchObject({ kept: undefined });
    clock.advance(1000);
    await expect(cards$.shared('s1')).rejects.toMatchObject({ code: 'SHARE_LINK_INVALID' });
  });

  it("prints a public page's card while the page is on; off or unknown, the page's 404", async () => {
    const { versions, printer, cards$ } = setup();
    versions.rows.set('mary', { userId: 'u1', publicPage: true, version: 'p1' });
    const card = await cards$.publicPage('mary');
    expect(card.version).not.toBe((await cards$.shared('s1').catch(() => null))?.version);
    expect((await card.print()).toString()).toBe('png:Mary Jackson::1');
    versions.rows.set('mary', { userId: 'u1', publicPage: false, version: 'p2' });
    await expect(cards$.publicPage('mary')).rejects.toMatchObject({ code: 'RESUME_NOT_FOUND' });
    await expect(cards$.publicPage('nobody')).rejects.toMatchObject({ code: 'RESUME_NOT_FOUND' });
    expect(printer.printed).toHaveLength(1);
  });

  it('says whether cards can be printed', async () => {
    const { printer, cards$ } = setup();
    expect(await cards$.available()).toBe(true);
    printer.up = false;
    expect(await cards$.available()).toBe(false);
  });
});
