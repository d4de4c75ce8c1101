import { DOMAINS_API, PUBLIC_PAGES } from '@resume/contracts';
import { randomBytes } from 'node:crypto';
import { ResumeClient } from './support/resume-client';
import { freshIp, TestApp } from './support/test-app';

/**
 * Issue 25 (docs/decisions/0039-owner-links.md): the owner-facing link /r redirects the signed-in owner to their
 * public page (or to their preview at /resume while it is off) and anyone else to sign in and back; the icon set is
 * answered on the app's host and on a person's subdomain, and the server-rendered pages link it.
 */

const SQLJS = { name: 'sql.js', database: 'sqljs' as const, redis: false };
const APP_DOMAIN = 'people.example.test';
const HTML = 'text/html,application/xhtml+xml';

/** Path and content type of each file of the set. */
const ICONS: [string, string][] = [
  ['/favicon.ico', 'image/x-icon'],
  ['/favicon.svg', 'image/svg+xml'],
  ['/apple-touch-icon.png', 'image/png'],
  ['/icon-192.png', 'image/png'],
  ['/icon-512.png', 'image/png'],
  ['/site.webmanifest', 'application/manifest+json'],
];

/** The head links a page must carry: the ICO, the SVG, the touch icon and the manifest. */
const LINKS = [
  '<link rel="icon" href="/favicon.ico" sizes="48x48">',
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
  '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
  '<link rel="manifest" href="/site.webmanifest">',
];

describe('owner links and the icon set', () => {
  const t = new TestApp(SQLJS, { APP_DOMAIN });
  beforeAll(() => t.start(), 60_000);
  afterAll(() => t.stop());

  const get = (path: string, host?: string) => {
    const req = t.http().get(path).set('X-Forwarded-For', freshIp());
    return host ? req.set('Host', host) : req;
  };

  async function owner() {
    const c = await ResumeClient.signInPaid(t);
    const username = `ol${randomBytes(4).toString('hex')}`;
    expect((await c.patch('/api/user', { name: 'Link Owner', username })).status).toBe(200);
    return { c, username };
  }

  it('/r sends a visitor to sign in, coming back to /r after', async () => {
    for (const accept of [HTML, 'application/json']) {
      const res = await get(PUBLIC_PAGES.ownPage).set('Accept', accept);
      expect([res.status, res.headers.location, res.headers['cache-control']]).toEqual([
        302,
        '/login?redirect=%2Fr',
        'no-store',
      ]);
    }
    // A cookie of no live session is a visitor too.
    const stale = await get(PUBLIC_PAGES.ownPage).set('Accept', HTML).set('Cookie', 'rb_session=gone');
    expect([stale.status, stale.headers.location]).toEqual([302, '/login?redirect=%2Fr']);
  });

  it('/r sends the signed-in owner to their public page, or to their preview while the page is off', async () => {
    const { c, username } = await owner();
    const on = await c.get(PUBLIC_PAGES.ownPage).set('Accept', HTML);
    expect([on.status, on.headers.location]).toEqual([302, `/r/${username}`]);
    const page = await get(on.headers.location).set('Accept', HTML);
    expect([page.status, page.text.includes('Link Owner')]).toEqual([200, true]);

    expect((await c.patch('/api/user', { publicPage: false })).status).toBe(200);
    const off = await c.get(PUBLIC_PAGES.ownPage).set('Accept', HTML);
    expect([off.status, off.headers.location]).toEqual([302, '/resume']);
  });

  it.each(ICONS)('answers %s with %s on the app host', async (path, type) => {
    const res = await get(path).buffer(true);
    expect([res.status, res.headers['content-type']?.split(';')[0], res.headers['cache-control']]).toEqual([
      200,
      type,
      'public, max-age=86400',
    ]);
    expect((res.body as Buffer).length || res.text.length).toBeGreaterThan(100);
  });

  it('the ICO holds 16, 32 and 48 px images; the manifest names the product, its colour and its icons', async () => {
    const ico = (await get('/favicon.ico').buffer(true)).body as Buffer;
    // ICONDIR: reserved 0, type 1 (icon), count; then 16-byte entries whose first byte is the width.
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    expect([0, 1, 2].map((i) => ico[6 + 16 * i])).toEqual([16, 32, 48]);
    const manifest = JSON.parse((await get('/site.webmanifest')).text) as Record<string, unknown>;
    expect(manifest).toMatchObject({ name: 'ResumeBuilder', theme_color: '#2563EB', start_url: '/' });
    expect((manifest.icons as { src: string }[]).map((i) => i.src)).toEqual([
      '/favicon.svg',
      '/icon-192.png',
      '/icon-512.png',
    ]);
  });

  it("links the set from a public page and serves it on the owner's subdomain", async () => {
    const { c, username } = await owner();
    expect((await c.put(DOMAINS_API.subdomain, { subdomain: username })).status).toBe(200);
    const host = `${username}.${APP_DOMAIN}`;
    for (const [path, on] of [
      [PUBLIC_PAGES.publicResume(username), undefined],
      ['/', host],
    ] as const) {
      const page = await get(path, on).set('Accept', HTML);
      expect([path, page.status]).toEqual([path, 200]);
      for (const link of LINKS) expect([path, page.text.includes(link)]).toEqual([path, true]);
    }
    for (const [path, type] of ICONS) {
      const res = await get(path, host).buffer(true);
      expect([path, res.status, res.headers['content-type']?.split(';')[0]]).toEqual([path, 200, type]);
    }
    // Anything else on that host is still not served.
    expect((await get('/favicon.png', host)).status).toBe(404);
  });
});
