import { DOMAINS_API, ERROR_CODES, MESSAGES, PUBLIC_PAGES, SHARE_CODE_ATTEMPTS, SHARING_API } from '@resume/contracts';
import type { DomainSettings } from '@resume/contracts';
import dns2 from 'dns2';
import { FakeDns } from '../../test-support/fake-dns.cjs';
import { ResumeClient } from './support/resume-client';
import { targets } from './support/targets';
import { APP_URL, freshIp, setCookies, TestApp } from './support/test-app';

/**
 * Issue 25 (docs/decisions/0040-browser-error-pages.md): no browser sees raw JSON. A navigation (Accept prefers
 * text/html) to an unknown host, an unknown or another owner's link on a person's host, an unknown path there, or a
 * refused form post gets the public pages' message page with the spec's words and the catalogue's status; an API
 * client (Accept: application/json, or no text/html at all) keeps the JSON. A coded link's code page wears the
 * owner's chrome, and a code posted through its form answers 303 back to /s/{id} (post-redirect-get).
 */

const APP_DOMAIN = 'people.example.test';
const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
const INVALID = MESSAGES.resumeViews.invalidShareLink;
const NOT_AVAILABLE = MESSAGES.resumeViews.notAvailable;
const apiError = (code: keyof typeof ERROR_CODES) => ({ code, message: ERROR_CODES[code].message });
/** What React's renderer writes for an apostrophe. */
const html = (text: string) => text.replace(/'/g, '&#x27;');
let counter = 0;
const fresh = () => `${Date.now().toString(36)}${++counter}`;

/** What a person reads on a message page: its title, its text and where 'Go Home' goes. */
function pageOf(res: { status: number; type: string; text: string }) {
  const title = /<h1>([^<]*)<\/h1>/.exec(res.text)?.[1];
  const text = /<\/h1><p>([^<]*)<\/p>/.exec(res.text)?.[1];
  const home = /<a class="pp-btn" href="([^"]*)">Go Home<\/a>/.exec(res.text)?.[1];
  return { status: res.status, type: res.type, title, text, home };
}

const messagePage = (status: number, message: { title: string; description?: string }, home: string) => ({
  status,
  type: 'text/html',
  title: html(message.title),
  text: html(message.description ?? ''),
  home,
});

describe.each(targets())('browser error pages on $name', (target) => {
  const dns = new FakeDns(dns2);
  let t: TestApp;
  beforeAll(async () => {
    await dns.start();
    t = await new TestApp(target, { ...dns.env(), APP_DOMAIN }).start();
  }, 60_000);
  afterAll(async () => {
    await t?.stop();
    await dns.stop();
  });
  afterEach(() => t.clock.reset());

  const browse = (path: string, host?: string) => {
    const req = t.http().get(path).set('Accept', BROWSER).set('X-Forwarded-For', freshIp());
    return host ? req.set('Host', host) : req;
  };
  const api = (path: string, host: string, accept?: string) => {
    const req = t.http().get(path).set('Host', host).set('X-Forwarded-For', freshIp());
    return accept ? req.set('Accept', accept) : req;
  };

  /** A paid owner with a verified custom domain, a subdomain, an open link and a coded one. */
  async function person() {
    const c = await ResumeClient.signInPaid(t);
    const label = `p${fresh()}`;
    const domain = `${label}.example.org`;
    expect((await c.patch('/api/user', { name: 'Page Person', username: label })).status).toBe(200);
    const set = await c.put(DOMAINS_API.customDomain, { domain });
    const txt = (set.body as DomainSettings).records.find((r) => r.type === 'TXT')!;
    dns.txt.set(txt.name, [txt.value]);
    expect((await c.post(DOMAINS_API.verify, {})).body.state).toBe('verified');
    expect((await c.put(DOMAINS_API.subdomain, { subdomain: label })).status).toBe(200);
    const open = (await c.post(SHARING_API.shareLinks, {})).body.shareableId as string;
    const coded = (await c.post(SHARING_API.shareLinks, { securityCode: '5173' })).body.shareableId as string;
    return { c, domain, subdomain: `${label}.${APP_DOMAIN}`, open, coded };
  }

  it("shows an unknown host's visitor the 'Invalid Share Link' page (421); an API client keeps the JSON", async () => {
    for (const host of [`nobody${fresh()}.${APP_DOMAIN}`, `unknown${fresh()}.example.org`]) {
      for (const path of ['/', '/s/abc123', '/login'])
        expect([host, path, pageOf(await browse(path, host))]).toEqual([
          host,
          path,
          messagePage(421, INVALID, `${APP_URL}/`),
        ]);
      const page = await browse('/', host);
      expect([page.headers['cache-control'], page.headers['x-robots-tag'], page.headers.vary]).toEqual([
        'no-store',
        'noindex, nofollow',
        expect.stringContaining('Accept'),
      ]);
      for (const accept of ['application/json', '*/*', undefined]) {
        const res = await api('/', host, accept);
        expect([host, accept, res.status, res.body]).toEqual([host, accept, 421, apiError('HOST_UNKNOWN')]);
      }
      // The API stays an API, whatever the Accept header says.
      const json = await browse('/api/user', host);
      expect([json.status, json.body]).toEqual([421, apiError('HOST_UNKNOWN')]);
    }
  });

  it("shows 'Invalid Share Link' for an unknown id, another owner's id, a PDF and any other path on a person's host", async () => {
    const p = await person();
    const other = await person();
    for (const host of [p.domain, p.subdomain]) {
      for (const path of ['/s/nope404', `/s/${other.open}`, `/s/nope404/pdf`, `/s/${p.open}/pdf`, '/login', '/editor'])
        expect([host, path, pageOf(await browse(path, host))]).toEqual([
          host,
          path,
          messagePage(404, INVALID, `${APP_URL}/`),
        ]);
      // Their own links still open.
      expect((await browse(`/s/${p.open}`, host)).status).toBe(200);
      for (const accept of ['application/json', undefined]) {
        const res = await api('/s/nope404', host, accept);
        expect([host, accept, res.status, res.body]).toEqual([host, accept, 404, apiError('NOT_FOUND')]);
      }
      // A form posted to a path the host does not serve: the page, not JSON.
      const posted = await t.http().post('/').set('Host', host).set('Accept', BROWSER).type('form').send({ a: '1' });
      expect(pageOf(posted)).toEqual(messagePage(404, INVALID, `${APP_URL}/`));
    }
    // The public page switched off: 'Resume Not Available' on '/', 404.
    expect((await p.c.patch('/api/user', { publicPage: false })).status).toBe(200);
    expect(pageOf(await browse('/', p.domain))).toEqual(messagePage(404, NOT_AVAILABLE, `${APP_URL}/`));
  });

  it("answers a browser's refused requests on the app's own host with pages too, and API clients with JSON", async () => {
    const p = await person();
    // A form post to a page address that takes none (Nest's 404).
    const posted = await t
      .http()
      .post(PUBLIC_PAGES.publicResume('someone'))
      .set('Accept', BROWSER)
      .type('form')
      .send({});
    expect(pageOf(posted)).toEqual(messagePage(404, INVALID, '/'));
    const postedJson = await t.http().post(PUBLIC_PAGES.publicResume('someone')).type('form').send({});
    expect([postedJson.status, postedJson.body]).toEqual([404, apiError('NOT_FOUND')]);
    // A code form that is far too big (413) and one posted from another site (403).
    const big = await t
      .http()
      .post(PUBLIC_PAGES.unlock(p.coded))
      .set('Accept', BROWSER)
      .type('form')
      .send(`code=5173&pad=${'x'.repeat(8 * 1024)}`);
    expect(pageOf(big)).toEqual(
      messagePage(413, MESSAGES.resumeViews.requestRefused(ERROR_CODES.PAYLOAD_TOO_LARGE.message), '/'),
    );
    const forged = await t
      .http()
      .post(PUBLIC_PAGES.unlock(p.coded))
      .set('Accept', BROWSER)
      .set('Origin', 'https://evil.example')
      .type('form')
      .send({ code: '5173' });
    expect(pageOf(forged)).toEqual(
      messagePage(403, MESSAGES.resumeViews.requestRefused(ERROR_CODES.FORBIDDEN_ORIGIN.message), '/'),
    );
    const forgedJson = await t
      .http()
      .post(PUBLIC_PAGES.unlock(p.coded))
      .set('Origin', 'https://evil.example')
      .type('form')
      .send({ code: '5173' });
    expect([forgedJson.status, forgedJson.body]).toEqual([403, apiError('FORBIDDEN_ORIGIN')]);
    // The API itself never turns into pages.
    const apiNotFound = await browse('/api/no-such-thing');
    expect([apiNotFound.status, apiNotFound.body]).toEqual([404, apiError('NOT_FOUND')]);
  });

  describe("a coded link's code page", () => {
    /** What of the free plan's chrome a page shows. */
    const chromeOf = (text: string) => ({
      signIn: />Sign in</.test(text),
      credit: text.includes('Created with'),
      footer: text.includes('data-site-footer'),
    });
    const FREE = { signIn: true, credit: true, footer: true };
    const NONE = { signIn: false, credit: false, footer: false };

    it("wears the owner's chrome, as the unlocked page does: none for Premium, the free plan's for Free", async () => {
      const p = await person();
      for (const host of [undefined, p.domain, p.subdomain]) {
        const dialog = await browse(PUBLIC_PAGES.shared(p.coded), host);
        expect([host, dialog.status, dialog.text.includes('Security Code Required')]).toEqual([host, 403, true]);
        expect([host, chromeOf(dialog.text)]).toEqual([host, NONE]);
        // Nothing else of the owner: no name, no resume.
        expect(dialog.text).not.toContain('Page Person');
      }
      // After a wrong code, too (the page the redirect leads to).
      const wrong = await t
        .http()
        .post(PUBLIC_PAGES.unlock(p.coded))
        .set('X-Forwarded-For', freshIp())
        .type('form')
        .send({ code: '0000' });
      const again = await browse(PUBLIC_PAGES.shared(p.coded)).set(
        'Cookie',
        setCookies(wrong.headers['set-cookie'])
          .map((c) => c.split(';')[0])
          .join('; '),
      );
      expect([again.text.includes(MESSAGES.resumeViews.invalidSecurityCode), chromeOf(again.text)]).toEqual([
        true,
        NONE,
      ]);

      await p.c.setPlan('free', null);
      const free = await browse(PUBLIC_PAGES.shared(p.coded));
      expect([free.status, chromeOf(free.text)]).toEqual([403, FREE]);
      expect(free.text).not.toContain('Page Person');
    });

    /** Posts `code` through the form from one client; returns the answer and the cookies it set, ready to send. */
    async function post(id: string, code: string, ip: string, host?: string) {
      const req = t.http().post(PUBLIC_PAGES.unlock(id)).set('X-Forwarded-For', ip).set('Accept', BROWSER);
      const res = await (host ? req.set('Host', host).set('Origin', `http://${host}`) : req)
        .type('form')
        .send({ code });
      const cookies = setCookies(res.headers['set-cookie']).map((c) => c.split(';')[0]);
      return { res, cookie: cookies.join('; ') };
    }
    const open = (id: string, ip: string, cookie: string, host?: string) => {
      const req = t
        .http()
        .get(PUBLIC_PAGES.shared(id))
        .set('Accept', BROWSER)
        .set('X-Forwarded-For', ip)
        .set('Cookie', cookie);
      return host ? req.set('Host', host) : req;
    };
    const alertOf = (text: string) => /<p id="pp-code-error" class="pp-err" role="alert">([^<]*)<\/p>/.exec(text)?.[1];

    it('answers a wrong or blank code with 303 back to the page, which says so once; the code never in a URL', async () => {
      const p = await person();
      for (const host of [undefined, p.subdomain]) {
        const ip = freshIp();
        for (const [code, message] of [
          ['0000', MESSAGES.resumeViews.invalidSecurityCode],
          ['', MESSAGES.resumeViews.securityCodeRequired],
        ] as const) {
          const { res, cookie } = await post(p.coded, code, ip, host);
          expect([host, code, res.status, res.headers.location]).toEqual([
            host,
            code,
            303,
            PUBLIC_PAGES.shared(p.coded),
          ]);
          expect(`${res.headers.location}${cookie}`).not.toContain('0000');
          const page = await open(p.coded, ip, cookie, host);
          expect([host, code, page.status, alertOf(page.text), page.headers['cache-control']]).toEqual([
            host,
            code,
            403,
            message,
            'private, no-store',
          ]);
          // Said once: the page clears the note, and a reload (without it) is the plain dialog again.
          expect(setCookies(page.headers['set-cookie']).some((c) => /Expires=Thu, 01 Jan 1970/.test(c))).toBe(true);
          const reload = await open(p.coded, ip, '', host);
          expect([reload.status, alertOf(reload.text)]).toEqual([403, '']);
        }
      }
    });

    it('keeps the waits: past the free wrong codes the page says how long to wait (429, Retry-After)', async () => {
      const p = await person();
      const ip = freshIp();
      for (let n = 0; n < SHARE_CODE_ATTEMPTS.freeFailuresPerClient; n += 1) await post(p.coded, '0000', ip);
      // Waiting now: even the right code is refused, and the page says so.
      const { res, cookie } = await post(p.coded, '5173', ip);
      expect([res.status, res.headers.location]).toEqual([303, PUBLIC_PAGES.shared(p.coded)]);
      const page = await open(p.coded, ip, cookie);
      expect([page.status, page.headers['retry-after'], alertOf(page.text)]).toEqual([
        429,
        '60',
        MESSAGES.resumeViews.codeAttemptsWait(60),
      ]);
      // Another client is not kept waiting, and gets in.
      const other = freshIp();
      const right = await post(p.coded, '5173', other);
      expect([right.res.status, right.res.headers.location]).toEqual([303, PUBLIC_PAGES.shared(p.coded)]);
      const unlocked = await open(p.coded, other, right.cookie);
      expect([unlocked.status, unlocked.text.includes('Page Person')]).toEqual([200, true]);
    });

    it('sends GET /s/{id}/unlock (a reload, a bookmark) back to the page, on the app and on a person host', async () => {
      const p = await person();
      for (const host of [undefined, p.domain]) {
        const res = await browse(PUBLIC_PAGES.unlock(p.coded), host);
        expect([host, res.status, res.headers.location]).toEqual([host, 303, PUBLIC_PAGES.shared(p.coded)]);
      }
      const unknown = await browse(PUBLIC_PAGES.unlock('nope404'));
      expect([unknown.status, unknown.headers.location]).toEqual([303, PUBLIC_PAGES.shared('nope404')]);
    });
  });
});
