import { DOMAINS_API, PUBLIC_PAGES, SHARING_API } from '@resume/contracts';
import { randomBytes } from 'node:crypto';
import { ResumeClient } from './support/resume-client';
import { targets } from './support/targets';
import { APP_URL, freshIp, TestApp } from './support/test-app';

/**
 * Issue 17 point 1 (spec 2.3, 2.8; docs/decisions/0031-site-chrome.md): a free owner's public page, shared page and
 * code dialog carry the site's own header and footer, the shell's (the logo, 'Sign in', the description, the
 * Features and Company columns, the copyright of this year), server-rendered; a paid owner's pages do not; on a
 * person's host every link of that chrome goes to the app at APP_URL.
 */

const APP_DOMAIN = 'people.example.test';
const YEAR = new Date().getFullYear();
const COPYRIGHT = `© ${YEAR} ResumeBuilder. All rights reserved.`;

/** Text and href of each link of the site's <header> or <footer> (not the resume's own header), in order. */
function linksOf(html: string, tag: 'header' | 'footer'): [string, string][] {
  const marker = html.indexOf(`data-site-${tag}`);
  if (marker < 0) return [];
  const start = html.lastIndexOf(`<${tag} `, marker);
  const part = html.slice(start, html.indexOf(`</${tag}>`, start));
  const text = (inner: string) => inner.replace(/<[^>]+>/g, '');
  return [...part.matchAll(/<a href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => [text(m[2]), m[1]]);
}

/** The footer's column titles, in order. */
const columnsOf = (html: string) =>
  [...html.matchAll(/<nav aria-label="([^"]+)"><h2[^>]*>([^<]+)<\/h2>/g)].map((m) => m[2]);

/** What the free plan's chrome shows, its links prefixed with `app` ('' on the app's host). */
function expectedChrome(app: string) {
  const home = `${app}/`;
  return {
    header: [
      ['ResumeBuilder', home],
      ['Sign in', `${app}/login`],
    ],
    footer: [
      ['ResumeBuilder', home],
      ...['Resume Builder', 'Custom Templates', 'Position Filters', 'Shareable Links'].map((l) => [l, home]),
      ...['About', 'Blog', 'Contact', 'Privacy'].map((l) => [l, home]),
    ],
    columns: ['Features', 'Company'],
    description: true,
    copyright: true,
  };
}

const chromeOf = (html: string) => ({
  header: linksOf(html, 'header'),
  footer: linksOf(html, 'footer'),
  columns: columnsOf(html),
  description: html.includes('Resume creation and sharing for busy professionals'),
  copyright: html.includes(COPYRIGHT),
});

describe.each(targets())('the free plan chrome of public pages on $name', (target) => {
  const t = new TestApp(target, { APP_DOMAIN });
  beforeAll(() => t.start(), 60_000);
  afterAll(() => t.stop());

  const get = (path: string, host?: string) => {
    const req = t.http().get(path).set('X-Forwarded-For', freshIp());
    return host ? req.set('Host', host) : req;
  };

  /** An owner with a username, a subdomain (claimed while paid), an open link and a coded one, on `plan`. */
  async function owner(plan: 'free' | 'premium' | 'retrying') {
    const c = await ResumeClient.signInPaid(t);
    const label = `ch${randomBytes(4).toString('hex')}`;
    expect((await c.patch('/api/user', { name: 'Chrome Owner', username: label })).status).toBe(200);
    expect((await c.put(DOMAINS_API.subdomain, { subdomain: label })).status).toBe(200);
    const open = await c.post(SHARING_API.shareLinks, {});
    const coded = await c.post(SHARING_API.shareLinks, { securityCode: '2468' });
    expect([open.status, coded.status]).toEqual([201, 201]);
    if (plan === 'free') await c.setPlan('free', null);
    // A failed payment being retried: no paid access (free chrome), its host still served for the grace (0036).
    if (plan === 'retrying')
      await t.dataSource.query("UPDATE users SET subscriptionStatus = 'past_due', paidAccessEndedAt = ? WHERE id = ?", [
        t.clock.now().toISOString().slice(0, 23).replace('T', ' '),
        c.userId,
      ]);
    return {
      username: label,
      host: `${label}.${APP_DOMAIN}`,
      open: open.body.shareableId as string,
      coded: coded.body.shareableId as string,
    };
  }

  it("a free owner's public page, shared page and code dialog show the site's header and footer", async () => {
    const o = await owner('free');
    for (const [path, status] of [
      [PUBLIC_PAGES.publicResume(o.username), 200],
      [PUBLIC_PAGES.shared(o.open), 200],
      [PUBLIC_PAGES.shared(o.coded), 403],
    ] as const) {
      const res = await get(path);
      expect([path, res.status]).toEqual([path, status]);
      expect([path, chromeOf(res.text)]).toEqual([path, expectedChrome('')]);
      expect(res.text).toContain('Created with');
    }
    // The resume itself is still there, between the header and the footer.
    const page = (await get(PUBLIC_PAGES.shared(o.open))).text;
    const [siteHeaderEnd, name, siteFooter] = [
      page.indexOf('</header>'),
      page.lastIndexOf('Chrome Owner'),
      page.indexOf('<footer '),
    ];
    expect(siteHeaderEnd < name && name < siteFooter).toBe(true);
  });

  it("speaks the visitor's language in the chrome (Accept-Language, else the app's choice cookie), the resume unchanged", async () => {
    const o = await owner('free');
    const german = await get(PUBLIC_PAGES.publicResume(o.username)).set('Accept-Language', 'de-CH, de;q=0.9');
    expect(german.status).toBe(200);
    expect(german.headers.vary).toMatch(/Accept-Language/);
    expect(linksOf(german.text, 'header')).toEqual([
      ['ResumeBuilder', '/'],
      ['Anmelden', '/login'],
    ]);
    expect(columnsOf(german.text)).toEqual(['Funktionen', 'Unternehmen']);
    expect(german.text).toContain(`© ${YEAR} ResumeBuilder. Alle Rechte vorbehalten.`);
    expect(german.text).toContain('Erstellt mit');
    expect(german.text).toContain('<footer class="sc-footer" data-site-footer="true" lang="de" dir="ltr">');
    expect(german.text).toContain('Chrome Owner');

    // The choice made in the app (its cookie) wins over the browser's languages: Arabic, right to left.
    const arabic = await get(PUBLIC_PAGES.shared(o.open)).set('Accept-Language', 'de').set('Cookie', 'rb_lang=ar');
    expect(columnsOf(arabic.text)).toEqual(['الميزات', 'الشركة']);
    expect(arabic.text).toContain('<header class="sc-header" data-site-header="true" lang="ar" dir="rtl">');
    // The English page is still the English page, rendered apart (one cached page per language).
    expect(chromeOf((await get(PUBLIC_PAGES.publicResume(o.username))).text)).toEqual(expectedChrome(''));
  });

  it('tells a visitor that a page is not there in their language, the page right to left in Arabic', async () => {
    const missing = await get(PUBLIC_PAGES.publicResume('nobody-here-at-all')).set('Accept-Language', 'ar');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('<html lang="ar" dir="rtl">');
    expect(missing.text).toContain('<h1>السيرة الذاتية غير متاحة</h1>');
    expect(missing.text).toContain('العودة إلى الرئيسية');
    const english = await get(PUBLIC_PAGES.publicResume('nobody-here-at-all'));
    expect(english.text).toContain('<html lang="en" dir="ltr">');
    expect(english.text).toContain('<h1>Resume Not Available</h1>');
  });

  it("a paid owner's pages have no site header, footer or copyright", async () => {
    const o = await owner('premium');
    for (const path of [PUBLIC_PAGES.publicResume(o.username), PUBLIC_PAGES.shared(o.open)]) {
      const res = await get(path);
      expect([path, res.status, res.text.includes('Chrome Owner')]).toEqual([path, 200, true]);
      expect([path, chromeOf(res.text)]).toEqual([
        path,
        { header: [], footer: [], columns: [], description: false, copyright: false },
      ]);
      expect(res.text).not.toContain('Created with');
    }
  });

  it("on a person's host, every link of the chrome goes to the app at APP_URL", async () => {
    // A free owner's host says the resume moved (docs/decisions/0036-plan-lapse.md); the free chrome shows there
    // while a failed payment is retried.
    expect((await get('/', (await owner('free')).host)).status).toBe(410);
    const o = await owner('retrying');
    for (const path of ['/', PUBLIC_PAGES.shared(o.open)]) {
      const res = await get(path, o.host);
      expect([path, res.status, res.text.includes('Chrome Owner')]).toEqual([path, 200, true]);
      expect([path, chromeOf(res.text)]).toEqual([path, expectedChrome(APP_URL)]);
    }
  });
});
