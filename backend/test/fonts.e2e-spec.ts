import { DOMAINS_API, FONTS, PUBLIC_PAGES, SHARING_API, TAILORING_API } from '@resume/contracts';
import { FONT_FILES_VERSION, fontSlug, fontStylesheetHref } from '@resume/resume-view';
import type { Response } from 'supertest';
import { ResumeClient } from './support/resume-client';
import { TestApp } from './support/test-app';

const SQLJS = { name: 'sql.js', database: 'sqljs' as const, redis: false };
const APP_DOMAIN = 'resumes.example.test';
const YEAR = 'public, max-age=31536000, immutable';
const FONT_HOSTS =
  /fonts\.googleapis\.com|fonts\.gstatic\.com|typekit\.net|fonts\.bunny\.net|fonts\.cdnfonts\.com|fast\.fonts\.net|fontawesome\.com/i;

/** Weights 300-700 each family has (Lato: 300, 400, 700; Playfair Display from 400). */
const weightsOf = (font: string) =>
  font === 'Lato' ? [300, 400, 700] : font === 'Playfair Display' ? [400, 500, 600, 700] : [300, 400, 500, 600, 700];

/**
 * Everything a page loads or links by itself (stylesheets, preloads, icons, fonts in CSS, @import): each must be
 * on the page's own origin, so a visitor's browser asks no third party. The canonical link and og:url name the
 * page itself and load nothing.
 */
function thirdPartyResources(html: string): string[] {
  const links = [...html.matchAll(/<link\b[^>]*>/gi)]
    .map((m) => m[0])
    .filter((tag) => !/rel="canonical"/i.test(tag))
    .map((tag) => /href="([^"]*)"/i.exec(tag)?.[1] ?? '');
  const urls = [...html.matchAll(/url\(\s*['"]?([^'")]+)/gi)].map((m) => m[1]);
  const imports = [...html.matchAll(/@import\s+['"]([^'"]+)/gi)].map((m) => m[1]);
  return [...links, ...urls, ...imports].filter((u) => !u.startsWith('/') || u.startsWith('//'));
}

function expectNoThirdPartyFonts(res: Response): void {
  const text = res.text ?? JSON.stringify(res.body);
  expect(text).not.toMatch(FONT_HOSTS);
  expect(thirdPartyResources(text)).toEqual([]);
}

describe('self-hosted template fonts', () => {
  const t = new TestApp(SQLJS, { APP_DOMAIN });
  beforeAll(() => t.start(), 60_000);
  afterAll(() => t.stop());

  it.each(FONTS)(
    'serves a stylesheet for %s: weights 300-700 it has, latin and latin-ext, swap, cached a year',
    async (font) => {
      const href = fontStylesheetHref(font) as string;
      expect(href).toBe(`/fonts/${FONT_FILES_VERSION}/${fontSlug(font)}.css`);
      const res = await t.http().get(href);
      expect([res.status, res.headers['content-type'], res.headers['cache-control']]).toEqual([
        200,
        'text/css; charset=utf-8',
        YEAR,
      ]);
      const faces = [...res.text.matchAll(/@font-face\{([^}]*)\}/g)].map((m) => m[1]);
      const files = faces.map((face) => /src:url\(([^)]+)\) format\('woff2'\)/.exec(face)?.[1]);
      const slug = fontSlug(font);
      expect(files).toEqual(
        weightsOf(font).flatMap((w) => [`${slug}-latin-${w}-normal.woff2`, `${slug}-latin-ext-${w}-normal.woff2`]),
      );
      for (const face of faces) {
        expect(face).toContain(`font-family:'${font}'`);
        expect(face).toContain('font-display:swap');
        expect(face).toMatch(/unicode-range:U\+/);
      }
      // Each file it names, relative to the stylesheet, under the same versioned path.
      for (const file of files) {
        const woff2 = await t.http().get(`/fonts/${FONT_FILES_VERSION}/${file}`).buffer(true);
        expect([file, woff2.status, woff2.headers['content-type'], woff2.headers['cache-control']]).toEqual([
          file,
          200,
          'font/woff2',
          YEAR,
        ]);
        expect((woff2.body as Buffer).subarray(0, 4).toString('latin1')).toBe('wOF2');
      }
    },
  );

  it('gzips the stylesheet and leaves the woff2 files as they are', async () => {
    const css = await t.http().get(`/fonts/${FONT_FILES_VERSION}/inter.css`).set('Accept-Encoding', 'gzip');
    expect(css.headers['content-encoding']).toBe('gzip');
    const woff2 = await t
      .http()
      .get(`/fonts/${FONT_FILES_VERSION}/inter-latin-400-normal.woff2`)
      .set('Accept-Encoding', 'gzip');
    expect(woff2.headers['content-encoding']).toBeUndefined();
  });

  it('serves nothing else: another version, weight, style, subset or format, other files, paths out', async () => {
    const v = FONT_FILES_VERSION;
    for (const path of [
      `/fonts/0000000000/inter.css`,
      `/fonts/0000000000/inter-latin-400-normal.woff2`,
      `/fonts/${v}/comic-sans.css`,
      `/fonts/${v}/inter-latin-800-normal.woff2`,
      `/fonts/${v}/inter-latin-400-italic.woff2`,
      `/fonts/${v}/merriweather-cyrillic-400-normal.woff2`,
      `/fonts/${v}/inter-latin-400-normal.woff`,
      `/fonts/${v}/lato-latin-500-normal.woff2`,
      `/fonts/${v}/metadata.json`,
      `/fonts/${v}/..%2F..%2F..%2Fpackage.json`,
      `/fonts/${v}/%2e%2e%2fpackage.json`,
      `/fonts/${v}/../../package.json`,
      `/fonts/${v}/files/inter-latin-400-normal.woff2`,
      `/fonts/${v}/`,
      `/fonts/${v}`,
      '/fonts/',
    ]) {
      const res = await t.http().get(path);
      expect([path, res.status, res.headers['cache-control']]).toEqual([path, 404, undefined]);
    }
  });

  it('names no third-party font host on any public page, and loads everything from its own origin', async () => {
    const c = await ResumeClient.signInPaid(t);
    await c.patch('/api/user', { name: 'Font Person' });
    expect((await c.patch('/api/resume', { font: 'Merriweather' })).status).toBe(200);
    const [{ username }] = await t.dataSource.query('SELECT username FROM users WHERE id = ?', [c.userId]);
    const open = (await c.post(SHARING_API.shareLinks, {})).body.shareableId as string;
    const coded = (await c.post(SHARING_API.shareLinks, { securityCode: '4821' })).body.shareableId as string;
    const template = await c.post(TAILORING_API.templates, { font: 'Playfair Display' });
    expect(template.status).toBe(201);
    const templated = (await c.post(SHARING_API.shareLinks, { templateId: template.body.id })).body
      .shareableId as string;
    const free = await ResumeClient.signIn(t);
    const [{ username: freeName }] = await t.dataSource.query('SELECT username FROM users WHERE id = ?', [free.userId]);
    expect((await c.put(DOMAINS_API.subdomain, { subdomain: 'fontperson' })).status).toBe(200);
    const onSubdomain = (path: string) => t.http().get(path).set('Host', `fontperson.${APP_DOMAIN}`);

    const pages: [string, Response, number][] = [
      ['public page', await t.http().get(PUBLIC_PAGES.publicResume(username)), 200],
      ['free plan public page', await t.http().get(PUBLIC_PAGES.publicResume(freeName)), 200],
      ['share link', await t.http().get(PUBLIC_PAGES.shared(open)), 200],
      ['share link with a template', await t.http().get(PUBLIC_PAGES.shared(templated)), 200],
      ['code dialog', await t.http().get(PUBLIC_PAGES.shared(coded)), 403],
      ['unlocked', await t.http().get(SHARING_API.sharedResume(coded, '4821')), 200],
      ['unknown link', await t.http().get(PUBLIC_PAGES.shared('no-such-link')), 404],
      ['unknown person', await t.http().get(PUBLIC_PAGES.publicResume('nobody-here-x')), 404],
      ['shared hash page', await t.http().get(PUBLIC_PAGES.sharedHash), 200],
      ['public resume JSON', await t.http().get(SHARING_API.publicResume(username)), 200],
      ['subdomain page', await onSubdomain('/'), 200],
    ];
    for (const [name, res, status] of pages) {
      expect([name, res.status]).toEqual([name, status]);
      expectNoThirdPartyFonts(res);
    }
    // The resume's own font, from the app: rules inline, the regular face preloaded; a template's font wins.
    const fontUrl = (file: string) => `/fonts/${FONT_FILES_VERSION}/${file}`;
    const page = pages[0][1].text;
    expect(page).toContain(`<link rel="preload" href="${fontUrl('merriweather-latin-400-normal.woff2')}"`);
    expect(page).toContain(`src:url(${fontUrl('merriweather-latin-700-normal.woff2')}) format('woff2')`);
    expect(pages[3][1].text).toContain("@font-face{font-family:'Playfair Display'");
    // A person's subdomain links the same files on its own origin, and serves them.
    expect(pages[10][1].text).toContain(fontUrl('merriweather-latin-400-normal.woff2'));
    const onHost = await onSubdomain(fontUrl('merriweather-latin-400-normal.woff2'));
    expect([onHost.status, onHost.headers['cache-control']]).toEqual([200, YEAR]);
  });

  it('lets the CSP load fonts and stylesheets from the app only', async () => {
    const res = await t.http().get(PUBLIC_PAGES.sharedHash);
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain("font-src 'self' data:;");
    expect(policy).toContain("style-src 'self' 'unsafe-inline';");
  });
});
