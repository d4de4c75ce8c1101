import { BILLING_API, DOMAINS_API, ERROR_CODES, PUBLIC_PAGES, RESUME_API, SHARING_API } from '@resume/contracts';
import type { PlansResponse, ResumeSection } from '@resume/contracts';
import { randomBytes } from 'node:crypto';
import type { Response } from 'supertest';
import { ResumeClient } from './support/resume-client';
import { targets } from './support/targets';
import { APP_URL, freshIp, TestApp } from './support/test-app';

/**
 * Issue 15 point 1: /r/{username} and GET /api/resume/{username} are served from a cache keyed by a version stamp
 * read on every visit (one query), as share links are. So every kind of edit must show at once, in the page and the
 * JSON; a revalidation with the ETag gets 304 while nothing changed; a page turned private answers the unknown-user
 * 404 whatever was cached (docs/decisions/0013-privacy.md); the lookup limit counts cached visits too; and a person's
 * own host gets its own canonical URL, not the app's page from the cache.
 */

const LOOKUPS_PER_WINDOW = 4;
const APP_DOMAIN = 'people.example.test';
const SUCCESS = `${APP_URL}/pricing?success=true`;

const unusedUsername = () => `pc${randomBytes(5).toString('hex')}`;
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
/** The free plan's page chrome (spec 2.8): the site header a paid owner's page does not have. */
const hasFreeChrome = (html: string) => html.includes('data-site-header');

describe.each(targets())('public pages by username, cached by version, on $name', (target) => {
  const t = new TestApp(target, { PUBLIC_LOOKUPS_PER_WINDOW: String(LOOKUPS_PER_WINDOW), APP_DOMAIN });
  beforeAll(() => t.start(), 60_000);
  afterAll(() => t.stop());

  /** Each visit from an address of its own, so the lookup limit (tested on its own below) stays out of the way. */
  const page = (username: string, ip = freshIp()) =>
    t.http().get(PUBLIC_PAGES.publicResume(username)).set('X-Forwarded-For', ip);
  const json = (username: string, ip = freshIp()) =>
    t.http().get(SHARING_API.publicResume(username)).set('X-Forwarded-For', ip);

  /** A free owner with a name, a summary and one item in every section. */
  async function owner(): Promise<{ c: ResumeClient; username: string }> {
    const c = await ResumeClient.signIn(t);
    const username = unusedUsername();
    const res = await c.patch('/api/user', { name: 'Cache Owner', username, title: 'Engineer' });
    if (res.status !== 200) throw new Error(`PATCH /api/user answered ${res.status} ${JSON.stringify(res.body)}`);
    await c.patch(RESUME_API.resume, { summary: 'First summary.' });
    return { c, username };
  }

  /** Both answers now: the page (200) and the JSON (200), with their ETags. */
  async function both(username: string): Promise<{ html: Response; api: Response }> {
    const [html, api] = [await page(username), await json(username)];
    expect([html.status, api.status]).toEqual([200, 200]);
    return { html, api };
  }

  /** Visits (filling the cache at the current stamp), makes the edit, visits again: both answers show the edit. */
  async function expectShown(
    username: string,
    edit: () => Promise<unknown>,
    shown: { html: (html: string) => boolean; api: (body: Record<string, unknown>) => boolean },
  ): Promise<void> {
    const before = await both(username);
    expect([shown.html(before.html.text), shown.api(before.api.body)]).toEqual([false, false]);
    await edit();
    const after = await both(username);
    expect([shown.html(after.html.text), shown.api(after.api.body)]).toEqual([true, true]);
    expect(after.html.headers.etag).not.toBe(before.html.headers.etag);
    expect(after.api.headers.etag).not.toBe(before.api.headers.etag);
  }

  const ok = (res: Response, status = 200) => {
    if (res.status !== status) throw new Error(`answered ${res.status} ${JSON.stringify(res.body)}`);
    return res;
  };

  it('finds the username typed in any case, as it did before the cache (usernames are stored in lower case)', async () => {
    const { username } = await owner();
    const shouted = username.toUpperCase();
    const [html, api] = [await page(shouted), await json(shouted)];
    expect([html.status, api.status, api.body.user?.username]).toEqual([200, 200, username]);
  });

  it('an unchanged page and JSON are revalidated with 304 and no body; an edit answers 200 with a new ETag', async () => {
    const { c, username } = await owner();
    const { html, api } = await both(username);
    expect([html.headers.etag, api.headers.etag]).toEqual([expect.stringMatching(/^W\/"/), expect.any(String)]);
    expect([html.headers['cache-control'], api.headers['cache-control']]).toEqual(['no-cache', 'no-cache']);

    const htmlAgain = await page(username).set('If-None-Match', html.headers.etag);
    const apiAgain = await json(username).set('If-None-Match', api.headers.etag);
    expect([htmlAgain.status, htmlAgain.text ?? '', apiAgain.status, apiAgain.text ?? '']).toEqual([304, '', 304, '']);
    // The same page again, byte for byte, without a validator.
    expect((await page(username)).text).toBe(html.text);

    ok(await c.patch(RESUME_API.resume, { summary: 'Second summary.' }));
    const htmlChanged = await page(username).set('If-None-Match', html.headers.etag);
    const apiChanged = await json(username).set('If-None-Match', api.headers.etag);
    expect([htmlChanged.status, apiChanged.status]).toEqual([200, 200]);
    expect([htmlChanged.text.includes('Second summary.'), apiChanged.body.resume.summary]).toEqual([
      true,
      'Second summary.',
    ]);
    expect([htmlChanged.headers.etag === html.headers.etag, apiChanged.headers.etag === api.headers.etag]).toEqual([
      false,
      false,
    ]);
  });

  it("shows the owner's fields and each contact switch at once", async () => {
    const { c, username } = await owner();
    await expectShown(username, () => c.patch('/api/user', { title: 'Chief Stamp Officer' }).then(ok), {
      html: (h) => h.includes('Chief Stamp Officer'),
      api: (b) => (b.user as { title: string }).title === 'Chief Stamp Officer',
    });
    ok(await c.patch('/api/user', { phone: '+1 555 0100 7788' }));
    await expectShown(username, () => c.patch('/api/user', { showPhone: true }).then(ok), {
      html: (h) => h.includes('+1 555 0100 7788'),
      api: (b) => (b.user as { phone: string | null }).phone === '+1 555 0100 7788',
    });
    ok(await c.patch('/api/user', { location: 'Oslo' }));
    await expectShown(username, () => c.patch('/api/user', { showLocation: false }).then(ok), {
      html: (h) => !h.includes('Oslo'),
      api: (b) => (b.user as { location: string | null }).location === null,
    });
  });

  it('shows a plan change at once: the free chrome goes when the owner buys Premium', async () => {
    const { c, username } = await owner();
    const buy = async () => {
      const plans = (await t.http().get(BILLING_API.plans)).body as PlansResponse;
      const priceId = plans.plans
        .find((p) => p.id === 'premium')!
        .prices.find((p) => p.interval === 'month')!.stripePriceId;
      const checkout = ok(
        await c.post(BILLING_API.createCheckout, { priceId, successUrl: SUCCESS, cancelUrl: SUCCESS }),
      );
      const session = new URL(checkout.body.url as string).searchParams.get('session')!;
      ok(await c.post(BILLING_API.testCheckoutComplete(session), {}));
    };
    await expectShown(username, buy, {
      html: (h) => !hasFreeChrome(h),
      api: (b) => b.productBranding === false,
    });
  });

  it('shows the summary, the theme and the font at once', async () => {
    const { c, username } = await owner();
    await expectShown(username, () => c.patch(RESUME_API.resume, { summary: 'Rewritten summary.' }).then(ok), {
      html: (h) => h.includes('Rewritten summary.'),
      api: (b) => (b.resume as { summary: string }).summary === 'Rewritten summary.',
    });
    await expectShown(username, () => c.patch(RESUME_API.resume, { font: 'Merriweather' }).then(ok), {
      html: (h) => h.includes('Merriweather'),
      api: (b) => (b.resume as { font: string }).font === 'Merriweather',
    });
    await expectShown(username, () => c.patch(RESUME_API.resume, { theme: 'red' }).then(ok), {
      html: (h) => /#EF4444/i.test(h),
      api: (b) => (b.resume as { theme: string }).theme === 'red',
    });
  });

  const SECTIONS: [ResumeSection, object, string][] = [
    ['experiences', { title: 'Stamp Engineer', company: 'EXPCO-3141', startDate: '2020-01' }, 'company'],
    ['education', { degree: 'BSc', institution: 'EDU-2718', startDate: '2010' }, 'institution'],
    ['skills', { category: 'Tools', name: 'SKILL-1618' }, 'name'],
    ['projects', { name: 'PROJECT-1414' }, 'name'],
    ['certifications', { name: 'CERT-1732', issuer: 'Issuer' }, 'name'],
  ];

  it.each(SECTIONS)('shows every change to %s at once: add, edit, reorder, delete', async (section, body, field) => {
    const { c, username } = await owner();
    const text = (body as Record<string, string>)[field];
    const items = (b: Record<string, unknown>) => b[section] as Record<string, string>[];
    let first!: { id: string };
    await expectShown(
      username,
      async () => {
        first = await c.create(section, body);
      },
      { html: (h) => h.includes(text), api: (b) => items(b).some((i) => i[field] === text) },
    );
    await expectShown(username, () => c.patch(RESUME_API.item(section, first.id), { [field]: `${text}-B` }).then(ok), {
      html: (h) => h.includes(`${text}-B`),
      api: (b) => items(b).some((i) => i[field] === `${text}-B`),
    });
    const second = await c.create(section, { ...body, [field]: `${text}-C` });
    await expectShown(username, () => c.put(RESUME_API.order(section), { ids: [second.id, first.id] }).then(ok), {
      html: (h) => h.indexOf(`${text}-C`) < h.indexOf(`${text}-B`),
      api: (b) => items(b)[0][field] === `${text}-C`,
    });
    await expectShown(username, () => c.delete(RESUME_API.item(section, second.id)).then((r) => ok(r, 204)), {
      html: (h) => !h.includes(`${text}-C`),
      api: (b) => items(b).length === 1,
    });
  });

  it('shows a JSON Resume import at once', async () => {
    const { c, username } = await owner();
    await expectShown(
      username,
      () => c.post(RESUME_API.importJsonResume, { skills: [{ name: 'Tools', keywords: ['IMPORTED-0577'] }] }).then(ok),
      {
        html: (h) => h.includes('IMPORTED-0577'),
        api: (b) => JSON.stringify(b.skills).includes('IMPORTED-0577'),
      },
    );
  });

  it('never serves a page turned private from the cache: the unknown-user 404, then the current page when on again', async () => {
    const { c, username } = await owner();
    const { html, api } = await both(username);
    ok(await c.patch('/api/user', { publicPage: false }));

    const unknown = unusedUsername();
    const [hidden, hiddenJson] = [await page(username), await json(username)];
    const [none, noneJson] = [await page(unknown), await json(unknown)];
    // The same page as for a username nobody has, but for the name in its URL.
    expect([hidden.status, hidden.text]).toEqual([404, none.text.replaceAll(unknown, username)]);
    expect([hiddenJson.status, hiddenJson.body]).toEqual([404, noneJson.body]);
    expect(hiddenJson.body).toEqual({ code: 'RESUME_NOT_FOUND', message: ERROR_CODES.RESUME_NOT_FOUND.message });
    // Not even a revalidation of the copy the visitor already has.
    const revalidated = [
      (await page(username).set('If-None-Match', html.headers.etag)).status,
      (await json(username).set('If-None-Match', api.headers.etag)).status,
    ];
    expect(revalidated).toEqual([404, 404]);

    ok(await c.patch(RESUME_API.resume, { summary: 'Back with news.' }));
    ok(await c.patch('/api/user', { publicPage: true }));
    const back = await both(username);
    expect([back.html.text.includes('Back with news.'), back.api.body.resume.summary]).toEqual([
      true,
      'Back with news.',
    ]);
  });

  it('counts cached visits and revalidations against the lookup limit, found or not', async () => {
    const { username } = await owner();
    const ip = freshIp();
    const first = await page(username, ip);
    expect((await json(username, ip)).status).toBe(200);
    expect((await page(username, ip).set('If-None-Match', first.headers.etag)).status).toBe(304);
    expect((await json(unusedUsername(), ip)).status).toBe(404);
    const limited = [await page(username, ip), await json(username, ip)];
    expect(limited.map((r) => r.status)).toEqual([429, 429]);
    expect(limited[1].body.code).toBe('RATE_LIMITED');
  });

  it('counts lookups arriving together exactly: the limit lets the first ones through and refuses the rest', async () => {
    const { username } = await owner();
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 3 * LOOKUPS_PER_WINDOW }, (_, i) => (i % 2 ? json(username, ip) : page(username, ip))),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(LOOKUPS_PER_WINDOW);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2 * LOOKUPS_PER_WINDOW);
  });

  it("renders the person's own host with its canonical URL, whatever the app's host has in its cache", async () => {
    const c = await ResumeClient.signInPaid(t);
    const username = unusedUsername();
    ok(await c.patch('/api/user', { name: 'Host Person', username }));
    const label = `h${randomBytes(4).toString('hex')}`;
    ok(await c.put(DOMAINS_API.subdomain, { subdomain: label }));
    const onHost = () => t.http().get('/').set('Host', `${label}.${APP_DOMAIN}`).set('X-Forwarded-For', freshIp());

    const onApp = await page(username);
    const own = await onHost();
    expect([onApp.status, own.status]).toEqual([200, 200]);
    expect([canonicalOf(onApp.text), canonicalOf(own.text)]).toEqual([
      `${APP_URL}${PUBLIC_PAGES.publicResume(username)}`,
      `http://${label}.${APP_DOMAIN}/`,
    ]);
    expect(own.headers.etag).not.toBe(onApp.headers.etag);
    expect(canonicalOf((await page(username)).text)).toBe(`${APP_URL}${PUBLIC_PAGES.publicResume(username)}`);
    expect(canonicalOf((await onHost()).text)).toBe(`http://${label}.${APP_DOMAIN}/`);
  });
});
