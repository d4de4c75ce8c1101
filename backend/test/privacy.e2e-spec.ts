import { ERROR_CODES, MESSAGES, PUBLIC_PAGES, SHARING_API, TAILORING_API } from '@resume/contracts';
import type { ShareLinkDetails } from '@resume/contracts';
import { randomBytes } from 'node:crypto';
import type { Response } from 'supertest';
import { PublicPagePrivacy1732000000006 } from '../src/migrations/1732000000006-public-page-privacy';
import { pdfText, squeeze } from './support/pdf-tools';
import { ResumeClient } from './support/resume-client';
import { targets } from './support/targets';
import { freshIp, TestApp } from './support/test-app';

/**
 * Issue 10, points 3 and 4 (docs/decisions/0013-privacy.md): a private public page answers exactly like a username
 * nobody has; lookups by username are limited per client; public and shared answers carry only the contact fields
 * their owner shows; a filtered share link sends only the items its filter keeps, in JSON, HTML and PDF.
 */

/** Small, so the limit test needs few requests; every other lookup here comes from its own address. */
const LOOKUPS_PER_WINDOW = 6;

/** A username of exactly 12 characters nobody has, so two 404 pages can be compared byte for byte in length. */
const unusedUsername = () => `zz${randomBytes(5).toString('hex')}`;

/** Texts of the items the filter hides: none of them may reach a visitor, in any form. */
const HIDDEN = [
  'ZEBRA-EXP-TITLE-9913',
  'ZEBRA-COMPANY-2287',
  'ZEBRA-TOWN-5510',
  'ZEBRA-DESC-6604',
  'bravo-zebra-tag',
  'ZEBRA-UNTAGGED-3390',
  'ZEBRA-NOTAG-CO-1181',
  'ZEBRA-PROJECT-7720',
  'ZEBRA-PROJ-DESC-8843',
  'zebra-hidden-0071',
];
const KEPT = ['KEPT-ANALYST-4471', 'KEPTCO-4472', 'KEPT-PROJECT-5521'];

const PHONE = '+1 555 0199 4321';
const LOCATION = 'Reykjavik Harbour 77';

/** Every header but the ones that must differ between two answers (the date, each request's id, what the body gives). */
function headersOf(res: Response, skip: string[] = []): Record<string, unknown> {
  const omitted = new Set(['date', 'x-request-id', ...skip]);
  return Object.fromEntries(Object.entries(res.headers).filter(([name]) => !omitted.has(name)));
}

const binary = (req: ReturnType<TestApp['http']>['get'] extends (...a: never[]) => infer R ? R : never) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

describe.each(targets())('privacy on $name', (target) => {
  const t = new TestApp(target, { PUBLIC_LOOKUPS_PER_WINDOW: String(LOOKUPS_PER_WINDOW) });
  beforeAll(() => t.start(), 60_000);
  afterAll(() => t.stop());
  afterEach(() => t.clock.reset());

  /** A lookup by username from a client address of its own (the limit is per address). */
  const lookup = (path: string, ip = freshIp()) => t.http().get(path).set('X-Forwarded-For', ip);
  const userRow = async (c: ResumeClient) =>
    (await t.dataSource.query('SELECT * FROM users WHERE id = ?', [c.userId]))[0] as Record<string, unknown>;
  const me = async (c: ResumeClient) => (await c.get('/api/user')).body as Record<string, unknown>;

  /** A paid owner with the given username, a phone and a location. */
  async function owner(username = unusedUsername()) {
    const c = await ResumeClient.signInPaid(t);
    const res = await c.patch('/api/user', { name: 'Grace Private', username, phone: PHONE, location: LOCATION });
    if (res.status !== 200) throw new Error(`PATCH /api/user answered ${res.status} ${JSON.stringify(res.body)}`);
    await c.patch('/api/resume', { summary: 'Builds compilers.' });
    return { c, username, email: res.body.email as string };
  }

  async function newLink(c: ResumeClient, body: object = {}): Promise<ShareLinkDetails> {
    const res = await c.post(SHARING_API.shareLinks, body);
    if (res.status !== 201) throw new Error(`create link answered ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }

  describe('the page settings on the account', () => {
    it('a new account: public page on, e-mail and phone hidden, location shown; GET /api/user says so', async () => {
      const c = await ResumeClient.signIn(t);
      expect(await me(c)).toMatchObject({ publicPage: true, showEmail: false, showPhone: false, showLocation: true });
    });

    it('the migration: accounts that existed before keep showing e-mail, phone and location; later ones start hidden', async () => {
      const existing = await ResumeClient.signIn(t);
      const migration = new PublicPagePrivacy1732000000006();
      const runner = t.dataSource.createQueryRunner();
      // SQLite drops a column by rebuilding the table: without this the rebuild would cascade into every owned row.
      const sqlite = target.database === 'sqljs';
      try {
        if (sqlite) await runner.query('PRAGMA foreign_keys = OFF');
        await migration.down(runner);
        await migration.up(runner);
      } finally {
        if (sqlite) await runner.query('PRAGMA foreign_keys = ON');
        await runner.release();
      }
      expect(await me(existing)).toMatchObject({
        publicPage: true,
        showEmail: true,
        showPhone: true,
        showLocation: true,
      });
      expect(await me(await ResumeClient.signIn(t))).toMatchObject({
        publicPage: true,
        showEmail: false,
        showPhone: false,
        showLocation: true,
      });
    });

    it('PATCH /api/user sets them, alone or with personal fields, and the answer shows the result', async () => {
      const c = await ResumeClient.signIn(t);
      const res = await c.patch('/api/user', { publicPage: false, showEmail: true, title: 'Admiral' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        publicPage: false,
        showEmail: true,
        showPhone: false,
        showLocation: true,
        title: 'Admiral',
      });
      expect(await me(c)).toMatchObject({ publicPage: false, showEmail: true, showPhone: false, showLocation: true });
      const back = await c.patch('/api/user', { publicPage: true, showPhone: true, showLocation: false });
      expect(back.body).toMatchObject({ publicPage: true, showEmail: true, showPhone: true, showLocation: false });
    });

    it('refuses anything but true or false with 400 and leaves the row as it was', async () => {
      const c = await ResumeClient.signIn(t);
      const before = await userRow(c);
      for (const [field, value] of [
        ['publicPage', 'false'],
        ['publicPage', null],
        ['publicPage', 0],
        ['showEmail', 'yes'],
        ['showPhone', 1],
        ['showLocation', {}],
        ['showLocation', [true]],
      ] as const) {
        const res = await c.patch('/api/user', { [field]: value, name: 'Should Not Stick' });
        expect([field, value, res.status, res.body.code]).toEqual([field, value, 400, 'VALIDATION_FAILED']);
        expect(res.body.details).toEqual(
          expect.arrayContaining([
            {
              field,
              problem: expect.stringMatching(
                /^(Public page|Show email|Show phone|Show location) must be true or false\.$/,
              ),
            },
          ]),
        );
      }
      expect(await userRow(c)).toEqual(before);
    });
  });

  describe('a private public page', () => {
    it('answers exactly like a username nobody has, on the page and the API, until the owner turns it on again', async () => {
      const { c, username } = await owner();
      // 'former' was someone's username until its owner took another one.
      const { c: mover, username: former } = await owner();
      expect((await mover.patch('/api/user', { username: unusedUsername() })).status).toBe(200);

      expect((await c.patch('/api/user', { publicPage: false })).status).toBe(200);
      const nobody = unusedUsername();
      expect(nobody.length).toBe(username.length);

      // The JSON API: status, body and every header (ETag included) the same.
      const privateApi = await lookup(SHARING_API.publicResume(username));
      expect([privateApi.status, privateApi.body]).toEqual([
        404,
        { code: 'RESUME_NOT_FOUND', message: ERROR_CODES.RESUME_NOT_FOUND.message },
      ]);
      for (const other of [nobody, former, 'No_Such.User!', 'x'.repeat(200)]) {
        const res = await lookup(SHARING_API.publicResume(other));
        expect([other, res.status, res.text]).toEqual([other, privateApi.status, privateApi.text]);
        expect(headersOf(res)).toEqual(headersOf(privateApi));
      }

      // The page: the same 404 document but for the address asked for (echoed in its og:url), same headers.
      const privatePage = await lookup(PUBLIC_PAGES.publicResume(username));
      expect(privatePage.status).toBe(404);
      expect(privatePage.text).toContain(MESSAGES.resumeViews.notAvailable.title);
      expect(privatePage.text).not.toContain('Grace Private');
      const unknownPage = await lookup(PUBLIC_PAGES.publicResume(nobody));
      expect(unknownPage.status).toBe(404);
      expect(unknownPage.text.split(nobody).join('{name}')).toBe(privatePage.text.split(username).join('{name}'));
      expect(headersOf(unknownPage, ['etag'])).toEqual(headersOf(privatePage, ['etag'])); // content-length too: same-length names
      for (const other of [former, 'No_Such.User!']) {
        const res = await lookup(PUBLIC_PAGES.publicResume(other));
        expect([other, res.status]).toEqual([other, 404]);
        expect(res.text.split(encodeURIComponent(other)).join('{name}')).toBe(
          privatePage.text.split(username).join('{name}'),
        );
        expect(headersOf(res, ['etag', 'content-length'])).toEqual(headersOf(privatePage, ['etag', 'content-length']));
      }

      // Not even its owner, signed in, sees it while it is off.
      expect((await c.get(SHARING_API.publicResume(username)).set('X-Forwarded-For', freshIp())).status).toBe(404);

      expect((await c.patch('/api/user', { publicPage: true })).status).toBe(200);
      expect((await lookup(SHARING_API.publicResume(username))).status).toBe(200);
      const page = await lookup(PUBLIC_PAGES.publicResume(username));
      expect([page.status, page.text.includes('Grace Private')]).toEqual([200, true]);
    });

    it('share links keep working, and no longer link to the full resume page', async () => {
      const { c, username } = await owner();
      await c.create('experiences', { title: 'Engineer', company: 'Navy', startDate: '2020-01', tags: ['navy'] });
      const filter = (await c.post(TAILORING_API.filters, { name: 'Navy', tags: ['navy'] })).body as { id: string };
      const link = await newLink(c, { filterId: filter.id });
      const fullHref = `href="${PUBLIC_PAGES.publicResume(username)}"`;
      expect((await t.http().get(PUBLIC_PAGES.shared(link.shareableId))).text).toContain(fullHref);
      await c.patch('/api/user', { publicPage: false });
      const page = await t.http().get(PUBLIC_PAGES.shared(link.shareableId));
      expect([page.status, page.text.includes('Grace Private'), page.text.includes(fullHref)]).toEqual([
        200,
        true,
        false,
      ]);
      expect((await t.http().get(SHARING_API.sharedResume(link.shareableId))).status).toBe(200);
    });

    it('a coded link warns while the public page is on, in the answers of create and update', async () => {
      const { c } = await owner();
      const coded = await newLink(c, { securityCode: '2468' });
      expect(coded.warnings).toEqual(['PUBLIC_PAGE_ON']);
      const open = await newLink(c);
      expect(open).not.toHaveProperty('warnings');
      const recoded = await c.patch(SHARING_API.shareLink(open.id), { securityCode: '1357' });
      expect([recoded.status, recoded.body.warnings]).toEqual([200, ['PUBLIC_PAGE_ON']]);
      expect((await c.get(SHARING_API.shareLinks)).body.every((l: ShareLinkDetails) => !('warnings' in l))).toBe(true);

      await c.patch('/api/user', { publicPage: false });
      expect(await newLink(c, { securityCode: '9753' })).not.toHaveProperty('warnings');
      expect((await c.patch(SHARING_API.shareLink(open.id), { securityCode: '8642' })).body).not.toHaveProperty(
        'warnings',
      );
    });
  });

  describe('lookups by username are limited per client address', () => {
    it(`${LOOKUPS_PER_WINDOW} per window from one address, found or not, page or API; then 429 with Retry-After`, async () => {
      const { username } = await owner();
      const ip = freshIp();
      const answers: number[] = [];
      for (const path of [
        PUBLIC_PAGES.publicResume(username),
        SHARING_API.publicResume(username),
        PUBLIC_PAGES.publicResume(unusedUsername()),
        SHARING_API.publicResume(unusedUsername()),
        SHARING_API.publicResume(username),
        PUBLIC_PAGES.publicResume(username),
      ]) {
        answers.push((await lookup(path, ip)).status);
      }
      expect(answers).toEqual([200, 200, 404, 404, 200, 200]);

      const api = await lookup(SHARING_API.publicResume(username), ip);
      expect([api.status, api.body.code, api.body.message]).toEqual([
        429,
        'RATE_LIMITED',
        ERROR_CODES.RATE_LIMITED.message,
      ]);
      const wait = Number(api.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(600);

      const page = await lookup(PUBLIC_PAGES.publicResume(unusedUsername()), ip);
      expect(page.status).toBe(429);
      expect(page.type).toBe('text/html');
      expect(page.text).toContain(MESSAGES.resumeViews.tooManyLookups.title);
      expect(Number(page.headers['retry-after'])).toBeGreaterThan(0);

      // Another client is not held up by this one.
      expect((await lookup(SHARING_API.publicResume(username))).status).toBe(200);
    });
  });

  describe('the contact fields public and shared pages show', () => {
    it('hidden ones are null in JSON and absent from the HTML and the PDF of /r, /s and the shared API', async () => {
      const { c, username, email } = await owner();
      const link = await newLink(c, { allowPdfDownload: true });

      // A new account: e-mail and phone hidden, location shown.
      const check = async (shown: { email: boolean; phone: boolean; location: boolean }) => {
        const jsons = [
          (await lookup(SHARING_API.publicResume(username))).body,
          (await t.http().get(SHARING_API.sharedResume(link.shareableId))).body,
        ];
        for (const body of jsons) {
          expect(body.user).toMatchObject({
            email: shown.email ? email : null,
            phone: shown.phone ? PHONE : null,
            location: shown.location ? LOCATION : null,
          });
        }
        const pages = [
          (await lookup(PUBLIC_PAGES.publicResume(username))).text,
          (await t.http().get(PUBLIC_PAGES.shared(link.shareableId))).text,
        ];
        for (const html of pages) {
          expect(html).toContain('Grace Private');
          expect([html.includes(email), html.includes('mailto:')]).toEqual([shown.email, shown.email]);
          expect(html.includes(PHONE)).toBe(shown.phone);
          expect(html.includes(LOCATION)).toBe(shown.location);
        }
      };
      await check({ email: false, phone: false, location: true });
      const pdf = await binary(t.http().get(PUBLIC_PAGES.pdf(link.shareableId)));
      expect(pdf.status).toBe(200);
      const text = squeeze(pdfText(pdf.body as Buffer));
      expect(text).toContain('GracePrivate');
      expect(text).not.toContain(squeeze(email));
      expect(text).not.toContain(squeeze(PHONE));

      await c.patch('/api/user', { showEmail: true, showPhone: true });
      await check({ email: true, phone: true, location: true });
      await c.patch('/api/user', { showEmail: false, showLocation: false });
      await check({ email: false, phone: true, location: false });
      // The page's preview card does not name a hidden location either.
      expect((await lookup(PUBLIC_PAGES.publicResume(username))).text).not.toContain('Reykjavik');
      // The owner's own view (the editor's data) still has everything.
      expect((await c.get('/api/complete-resume')).body.user).toMatchObject({
        email,
        phone: PHONE,
        location: LOCATION,
      });
    }, 60_000);
  });

  describe('a filtered share link sends only what the filter shows', () => {
    async function tailoredOwner() {
      const { c, username } = await owner();
      await c.create('experiences', {
        title: 'KEPT-ANALYST-4471',
        company: 'KEPTCO-4472',
        startDate: '2021-01',
        tags: ['alpha'],
      });
      await c.create('experiences', {
        title: 'ZEBRA-EXP-TITLE-9913',
        company: 'ZEBRA-COMPANY-2287',
        location: 'ZEBRA-TOWN-5510',
        description: 'ZEBRA-DESC-6604',
        startDate: '2020-01',
        tags: ['bravo-zebra-tag'],
      });
      await c.create('experiences', {
        title: 'ZEBRA-UNTAGGED-3390',
        company: 'ZEBRA-NOTAG-CO-1181',
        startDate: '2019-01',
      });
      await c.create('projects', { name: 'KEPT-PROJECT-5521', tags: ['Alpha'] });
      await c.create('projects', {
        name: 'ZEBRA-PROJECT-7720',
        description: 'ZEBRA-PROJ-DESC-8843',
        url: 'https://zebra-hidden-0071.example.com',
        tags: ['bravo-zebra-tag'],
      });
      const filter = (await c.post(TAILORING_API.filters, { name: 'Alpha roles', tags: ['alpha'] })).body as {
        id: string;
      };
      return { c, username, filterId: filter.id };
    }

    const expectOnlyKept = (what: string, text: string) => {
      for (const hidden of HIDDEN) expect([what, hidden, text.includes(hidden)]).toEqual([what, hidden, false]);
      for (const kept of KEPT) expect([what, kept, text.includes(kept)]).toEqual([what, kept, true]);
    };

    it('the JSON of the link holds none of the hidden items, and keeps the filter for the banner', async () => {
      const { c, filterId } = await tailoredOwner();
      const link = await newLink(c, { filterId });
      const res = await t.http().get(SHARING_API.sharedResume(link.shareableId));
      expect(res.status).toBe(200);
      expectOnlyKept('json', res.text);
      expect(res.body.experiences.map((e: { title: string }) => e.title)).toEqual(['KEPT-ANALYST-4471']);
      expect(res.body.projects.map((p: { name: string }) => p.name)).toEqual(['KEPT-PROJECT-5521']);
      expect(res.body.filter).toMatchObject({ id: filterId, name: 'Alpha roles', tags: ['alpha'] });
      // The owner reading their own link gets the same tailored body.
      expectOnlyKept('owner json', (await c.get(SHARING_API.sharedResume(link.shareableId))).text);

      // A coded link, once unlocked, the same.
      const coded = await newLink(c, { filterId, securityCode: '4826' });
      const unlocked = await t.http().get(SHARING_API.sharedResume(coded.shareableId, '4826'));
      expect(unlocked.status).toBe(200);
      expectOnlyKept('coded json', unlocked.text);
    });

    it('the HTML of /s, /r/s and /share and the PDF hold none of the hidden items; the banner shows', async () => {
      const { c, filterId } = await tailoredOwner();
      const link = await newLink(c, { filterId, allowPdfDownload: true });
      for (const path of [`/s/${link.shareableId}`, `/r/s/${link.shareableId}`, `/share/${link.shareableId}`]) {
        const res = await t.http().get(path);
        expect([path, res.status]).toEqual([path, 200]);
        expectOnlyKept(path, res.text);
        expect(res.text).toContain(MESSAGES.resumeViews.filteredBanner);
        expect(res.text).toContain('Alpha roles');
      }
      const pdf = await binary(t.http().get(PUBLIC_PAGES.pdf(link.shareableId)));
      expect(pdf.status).toBe(200);
      const text = squeeze(pdfText(pdf.body as Buffer));
      for (const hidden of HIDDEN) expect([hidden, text.includes(squeeze(hidden))]).toEqual([hidden, false]);
      expect(text).toContain('KEPT-ANALYST-4471');
    }, 60_000);

    it('the filtered preview by filter id is its owner’s alone, and tailored too', async () => {
      const { c, filterId } = await tailoredOwner();
      expect((await t.http().get(TAILORING_API.filteredResume(filterId))).status).toBe(401);
      const stranger = await ResumeClient.signInPaid(t);
      const foreign = await stranger.get(TAILORING_API.filteredResume(filterId));
      expect([foreign.status, foreign.body.code]).toEqual([404, 'RESUME_NOT_FOUND']);
      const own = await c.get(TAILORING_API.filteredResume(filterId));
      expect(own.status).toBe(200);
      expectOnlyKept('preview', own.text);
    });
  });
});
