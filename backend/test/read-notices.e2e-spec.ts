import {
  DOMAINS_API,
  ERROR_CODES,
  MESSAGES,
  READING_API,
  READING_LIMITS,
  readBeaconPath,
  SHARING_API,
  TAILORING_API,
} from '@resume/contracts';
import type { ReadNoticesResponse, ShareLinkDetails, ShareLinkReading } from '@resume/contracts';
import { ResumeClient } from './support/resume-client';
import { targets } from './support/targets';
import { freshIp, TestApp } from './support/test-app';
import { A_BROWSER } from './support/visitor-agent';

/**
 * Knowing when a link is read (issue 28 point 3, docs/decisions/0053-read-notices.md): the owner's first-open
 * e-mail (in the outbox) and notice exactly once, robots and the owner not counted, the page's reading beacon
 * validated and limited, the switches per link and per account.
 */
const BROWSER = A_BROWSER;
const ROBOTS = [
  'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
  'Twitterbot/1.0',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36',
  'Mozilla/5.0 (compatible; Proofpoint URL Defense)',
  '',
];
const TOKEN_IN_PAGE = /<i id="pp-read" hidden data-u="([^"]+)" data-t="([^"]+)"><\/i><script>/;

async function owner(t: TestApp) {
  const c = await ResumeClient.signInPaid(t);
  await c.patch('/api/user', { name: 'Ada Lovelace', title: 'Engineer' });
  await c.create('experiences', { title: 'Analyst', company: 'Engines Ltd', startDate: '2020-01', tags: ['math'] });
  const filter = (await c.post(TAILORING_API.filters, { name: 'Math jobs', tags: ['math'] })).body as { id: string };
  const [{ email }] = await t.dataSource.query('SELECT email FROM users WHERE id = ?', [c.userId]);
  return { c, filterId: filter.id, email: email as string };
}

async function newLink(c: ResumeClient, body: object = {}): Promise<ShareLinkDetails> {
  const res = await c.post(SHARING_API.shareLinks, body);
  if (res.status !== 201) throw new Error(`create link answered ${res.status}`);
  return res.body;
}

describe.each(targets())('read notices on $name', (target) => {
  const t = new TestApp(target);
  beforeAll(() => t.start(), 60_000);
  afterAll(() => t.stop());
  afterEach(() => t.clock.reset());

  const page = (shareableId: string, ua = BROWSER, ip = freshIp()) =>
    t.http().get(`/s/${shareableId}`).set('User-Agent', ua).set('X-Forwarded-For', ip);
  const tokenOf = (html: string) => TOKEN_IN_PAGE.exec(html)?.[2];
  const beacon = (shareableId: string, fields: Record<string, string>, ua = BROWSER, ip = freshIp()) =>
    t
      .http()
      .post(readBeaconPath(shareableId))
      .set('User-Agent', ua)
      .set('X-Forwarded-For', ip)
      .type('form')
      .send(new URLSearchParams(fields).toString());
  /** The owner's first-open mails (not their sign-in mail). */
  const mailsTo = (email: string) => t.mails().filter((m) => m.to === email && / opened$/.test(m.subject));
  const reading = async (c: ResumeClient, id: string) =>
    ((await c.get(READING_API.shareLinksReading)).body as ShareLinkReading[]).find((r) => r.id === id);
  const viewCount = async (c: ResumeClient, id: string) =>
    ((await c.get(SHARING_API.shareLinks)).body as ShareLinkDetails[]).find((l) => l.id === id)!.viewCount;

  it('mails the owner and leaves one notice on the first open only, whoever opens it after', async () => {
    const { c, filterId, email } = await owner(t);
    const link = await newLink(c, { filterId });
    expect(await reading(c, link.id)).toBeUndefined();

    const first = await page(link.shareableId);
    expect(first.status).toBe(200);
    await page(link.shareableId); // another visitor
    await page(link.shareableId, BROWSER, '10.9.9.9');
    await page(link.shareableId, BROWSER, '10.9.9.9'); // the same visitor again: not a new view
    await t.http().get(SHARING_API.sharedResume(link.shareableId)).set('User-Agent', BROWSER); // the JSON read too

    const mails = mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual(['"Math jobs" was opened']);
    expect(mails[0].text).toContain(`/s/${link.shareableId}`);
    expect(mails[0].text).toContain(
      'Link previews (Slack, LinkedIn, Teams...), mail scanners and your own visits are not counted.',
    );
    const notices = (await c.get(READING_API.notices)).body as ReadNoticesResponse;
    expect(notices).toEqual({
      notifyOnOpen: true,
      unread: [
        {
          id: expect.any(String),
          kind: 'firstOpen',
          shareLinkId: link.id,
          shareableId: link.shareableId,
          linkName: 'Math jobs',
          at: expect.any(String),
        },
      ],
    });
    expect(await viewCount(c, link.id)).toBe(4);
    const read = await reading(c, link.id);
    expect(read).toMatchObject({ notifyOnOpen: true, readVisits: 0, readSeconds: 0, averageDepth: null });
    expect(Date.parse(read!.firstOpenedAt!)).toBeLessThanOrEqual(Date.parse(read!.lastOpenedAt!));

    // Marking read: another user's ids change nothing; the owner's own empty the list.
    const stranger = await ResumeClient.signIn(t);
    expect((await stranger.post(READING_API.noticesRead, { ids: [notices.unread[0].id] })).status).toBe(204);
    expect(((await c.get(READING_API.notices)).body as ReadNoticesResponse).unread).toHaveLength(1);
    expect((await c.post(READING_API.noticesRead, { ids: [notices.unread[0].id] })).status).toBe(204);
    expect(((await c.get(READING_API.notices)).body as ReadNoticesResponse).unread).toEqual([]);
    expect((await c.post(READING_API.noticesRead, {})).status).toBe(204);
  });

  it('tells of a first open once when several visitors open a new link at the same moment', async () => {
    const { c, email } = await owner(t);
    const link = await newLink(c);
    const answers = await Promise.all(Array.from({ length: 6 }, () => page(link.shareableId)));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect(mailsTo(email)).toHaveLength(1);
    expect(((await c.get(READING_API.notices)).body as ReadNoticesResponse).unread).toHaveLength(1);
  });

  it('counts neither robots (unfurlers, scanners, headless browsers, no User-Agent) nor the owner: no view, no open, no token', async () => {
    const { c, email } = await owner(t);
    const link = await newLink(c);
    for (const ua of ROBOTS) {
      const res = await page(link.shareableId, ua);
      expect([ua, res.status, TOKEN_IN_PAGE.test(res.text)]).toEqual([ua, 200, false]);
      expect(res.text).toContain(MESSAGES.resumeViews.readNote);
    }
    const own = await t.http().get(`/s/${link.shareableId}`).set('User-Agent', BROWSER).set('Cookie', c.cookie);
    expect([own.status, TOKEN_IN_PAGE.test(own.text)]).toEqual([200, false]);
    expect(await viewCount(c, link.id)).toBe(0);
    expect(await reading(c, link.id)).toBeUndefined();
    expect(mailsTo(email)).toEqual([]);
    expect(((await c.get(READING_API.notices)).body as ReadNoticesResponse).unread).toEqual([]);

    // A reader gets a token, a copy no shared cache keeps, and the script the CSP allows.
    const reader = await page(link.shareableId);
    expect(tokenOf(reader.text)).toBeDefined();
    expect(TOKEN_IN_PAGE.exec(reader.text)?.[1]).toBe(readBeaconPath(link.shareableId));
    expect(reader.headers['cache-control']).toBe('private, no-cache');
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('keeps a visit’s largest time (clamped to the page’s age) and depth; replays change nothing; robots and the owner are ignored', async () => {
    const { c } = await owner(t);
    const link = await newLink(c);
    const token = tokenOf((await page(link.shareableId)).text)!;
    t.clock.advance(10 * 60 * 1000);
    expect((await beacon(link.shareableId, { t: token, s: '42', d: '30' })).status).toBe(204);
    expect((await beacon(link.shareableId, { t: token, s: '42', d: '30' })).status).toBe(204);
    expect((await beacon(link.shareableId, { t: token, s: '20', d: '80' })).status).toBe(204);
    expect(await reading(c, link.id)).toMatchObject({ readVisits: 1, readSeconds: 42, averageDepth: 80 });
    // More than the page has existed (10 minutes) is clamped to its age.
    expect((await beacon(link.shareableId, { t: token, s: '99999', d: '999' })).status).toBe(204);
    const clamped = await reading(c, link.id);
    expect(clamped!.readSeconds).toBeGreaterThanOrEqual(600);
    expect(clamped!.readSeconds).toBeLessThanOrEqual(610);
    expect(clamped!.averageDepth).toBe(100);

    const second = tokenOf((await page(link.shareableId)).text)!;
    expect((await beacon(link.shareableId, { t: second, s: '0', d: '10' }, ROBOTS[0])).status).toBe(204);
    const ownerBeacon = await t
      .http()
      .post(readBeaconPath(link.shareableId))
      .set('User-Agent', BROWSER)
      .set('Cookie', c.cookie)
      .type('form')
      .send(`t=${second}&s=5&d=10`);
    expect(ownerBeacon.status).toBe(204);
    expect((await reading(c, link.id))!.readVisits).toBe(1);
    expect((await beacon(link.shareableId, { t: second, s: '0', d: '10' })).status).toBe(204);
    expect(await reading(c, link.id)).toMatchObject({ readVisits: 2, averageDepth: 55 });
  });

  it('answers junk with a 4xx from the catalogue and keeps nothing', async () => {
    const { c } = await owner(t);
    const link = await newLink(c);
    const other = await newLink(c);
    const token = tokenOf((await page(link.shareableId)).text)!;
    const foreign = tokenOf((await page(other.shareableId)).text)!;
    const invalid = [400, { code: 'READ_VISIT_INVALID', message: ERROR_CODES.READ_VISIT_INVALID.message }];
    const junk: Record<string, string>[] = [
      {},
      { s: '1', d: '1' },
      { t: 'forged', s: '1', d: '1' },
      { t: foreign, s: '1', d: '1' },
      { t: token, s: '-1', d: '1' },
      { t: token, s: '1.5', d: '1' },
      { t: token, s: '1', d: 'x' },
      { t: token, s: '1' },
      { t: 'A'.repeat(500), s: '1', d: '1' },
    ];
    for (const fields of junk) {
      const res = await beacon(link.shareableId, fields);
      expect([JSON.stringify(fields).slice(0, 60), res.status, res.body]).toEqual([
        JSON.stringify(fields).slice(0, 60),
        ...invalid,
      ]);
    }
    const repeated = await t
      .http()
      .post(readBeaconPath(link.shareableId))
      .set('User-Agent', BROWSER)
      .type('form')
      .send(`t=${token}&t=${token}&s=1&d=1`);
    expect([repeated.status, repeated.body.code]).toEqual([400, 'READ_VISIT_INVALID']);
    const json = await t
      .http()
      .post(readBeaconPath(link.shareableId))
      .set('User-Agent', BROWSER)
      .send({ t: token, s: [1], d: { x: 1 } });
    expect([json.status, json.body.code]).toEqual([400, 'READ_VISIT_INVALID']);
    const text = await t
      .http()
      .post(readBeaconPath(link.shareableId))
      .set('User-Agent', BROWSER)
      .set('Content-Type', 'text/plain')
      .send('garbage');
    expect([text.status, text.body.code]).toEqual([400, 'READ_VISIT_INVALID']);
    const huge = await beacon(link.shareableId, { t: token, s: '1', d: '1', pad: 'x'.repeat(4000) });
    expect([huge.status, huge.body.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    const gone = await beacon('no-such-link', { t: token, s: '1', d: '1' });
    expect([gone.status, gone.body.code]).toEqual([400, 'READ_VISIT_INVALID']);
    // Too old: past the token's life.
    t.clock.advance(READING_LIMITS.tokenTtlMs + 1000);
    const old = await beacon(link.shareableId, { t: token, s: '1', d: '1' });
    expect([old.status, old.body.code]).toEqual([400, 'READ_VISIT_INVALID']);
    expect(await reading(c, link.id)).toMatchObject({ readVisits: 0 });
    expect(await t.count('share_link_reads', 'shareLinkId = ?', [link.id])).toBe(0);
  });

  it(`takes ${READING_LIMITS.beaconsPerVisit} beacons per visit and ${READING_LIMITS.beaconsPerClient.limit} per client address a minute`, async () => {
    const { c } = await owner(t);
    const link = await newLink(c);
    const token = tokenOf((await page(link.shareableId)).text)!;
    t.clock.advance(60_000);
    for (let i = 0; i < READING_LIMITS.beaconsPerVisit; i += 1)
      expect((await beacon(link.shareableId, { t: token, s: String(i), d: '5' })).status).toBe(204);
    const past = await beacon(link.shareableId, { t: token, s: '100', d: '5' });
    expect([past.status, past.body.code]).toEqual([429, 'READ_VISIT_LIMIT']);
    expect(await reading(c, link.id)).toMatchObject({ readVisits: 1, readSeconds: READING_LIMITS.beaconsPerVisit - 1 });

    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i <= READING_LIMITS.beaconsPerClient.limit; i += 1)
      statuses.push((await beacon(link.shareableId, { t: 'junk', s: '1', d: '1' }, BROWSER, ip)).status);
    expect(statuses.slice(0, -1).every((s) => s === 400)).toBe(true);
    const limited = await beacon(link.shareableId, { t: token, s: '1', d: '1' }, BROWSER, ip);
    expect([statuses.at(-1), limited.status, limited.body.code]).toEqual([429, 429, 'RATE_LIMITED']);
    // Another address is not held back by it.
    expect((await beacon(link.shareableId, { t: 'junk', s: '1', d: '1' })).status).toBe(400);
  }, 60_000);

  it('sends nothing for a link whose notices are off, or for an account with them off; the opens still show', async () => {
    const { c, email } = await owner(t);
    const muted = await newLink(c);
    const switched = await c.patch(READING_API.shareLinkNotices(muted.id), { notifyOnOpen: false });
    expect([switched.status, switched.body]).toEqual([
      200,
      expect.objectContaining({ id: muted.id, notifyOnOpen: false, firstOpenedAt: null }),
    ]);
    await page(muted.shareableId);
    expect(mailsTo(email)).toEqual([]);
    expect(await reading(c, muted.id)).toMatchObject({ notifyOnOpen: false, firstOpenedAt: expect.any(String) });

    const off = await c.patch(READING_API.noticeSettings, { notifyOnOpen: false });
    expect([off.status, off.body]).toEqual([200, { notifyOnOpen: false, unread: [] }]);
    const loud = await newLink(c);
    await page(loud.shareableId);
    expect(mailsTo(email)).toEqual([]);
    expect(((await c.get(READING_API.notices)).body as ReadNoticesResponse).unread).toEqual([]);

    // On again: the next link's first open is told.
    expect((await c.patch(READING_API.noticeSettings, { notifyOnOpen: true })).body.notifyOnOpen).toBe(true);
    const later = await newLink(c);
    await page(later.shareableId);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it("keeps each owner's switches and reading to themselves, and validates the switches", async () => {
    const { c } = await owner(t);
    const link = await newLink(c);
    const stranger = await ResumeClient.signInPaid(t);
    const foreign = await stranger.patch(READING_API.shareLinkNotices(link.id), { notifyOnOpen: false });
    expect([foreign.status, foreign.body.code]).toEqual([404, 'NOT_FOUND']);
    await page(link.shareableId);
    expect(
      ((await stranger.get(READING_API.shareLinksReading)).body as ShareLinkReading[]).map((r) => r.id),
    ).not.toContain(link.id);
    for (const body of [{}, { notifyOnOpen: 'no' }, { notifyOnOpen: null }]) {
      const res = await c.patch(READING_API.noticeSettings, body);
      expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    const tooMany = await c.post(READING_API.noticesRead, {
      ids: Array.from({ length: READING_LIMITS.idsPerMarkRead + 1 }, (_, i) => `id${i}`),
    });
    expect([tooMany.status, tooMany.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    for (const res of [
      await t.http().get(READING_API.notices),
      await t.http().get(READING_API.shareLinksReading),
      await t.http().patch(READING_API.noticeSettings).send({ notifyOnOpen: false }),
    ])
      expect([res.status, res.body.code]).toEqual([401, 'UNAUTHENTICATED']);
  });

  it("a deleted link's reading and notices go with it", async () => {
    const { c } = await owner(t);
    const link = await newLink(c);
    const token = tokenOf((await page(link.shareableId)).text)!;
    expect((await beacon(link.shareableId, { t: token, s: '3', d: '50' })).status).toBe(204);
    expect((await c.delete(SHARING_API.shareLink(link.id))).status).toBe(204);
    for (const table of ['share_link_openings', 'share_link_reads', 'read_notices'])
      expect([table, await t.count(table, 'shareLinkId = ?', [link.id])]).toEqual([table, 0]);
    const late = await beacon(link.shareableId, { t: token, s: '4', d: '60' });
    expect([late.status, late.body.code]).toEqual([404, 'SHARE_LINK_INVALID']);
  });
});

describe.each(targets().slice(0, 1))("the reading beacon on a person's own host on $name", (target) => {
  const APP_DOMAIN = 'resumes.example.test';
  const t = new TestApp(target, { APP_DOMAIN });
  beforeAll(() => t.start(), 60_000);
  afterAll(() => t.stop());

  it("takes beacons for the person's own links from their host's own origin only", async () => {
    const { c } = await owner(t);
    const label = `reader${Date.now().toString(36)}`;
    expect((await c.put(DOMAINS_API.subdomain, { subdomain: label })).status).toBe(200);
    const host = `${label}.${APP_DOMAIN}`;
    const link = await newLink(c);
    const page = await t.http().get(`/s/${link.shareableId}`).set('Host', host).set('User-Agent', BROWSER);
    expect(page.status).toBe(200);
    const token = TOKEN_IN_PAGE.exec(page.text)?.[2];
    expect(token).toBeDefined();
    const post = (origin: string, path = readBeaconPath(link.shareableId)) =>
      t
        .http()
        .post(path)
        .set('Host', host)
        .set('Origin', origin)
        .set('User-Agent', BROWSER)
        .type('form')
        .send(`t=${token}&s=2&d=40`);

    expect((await post(`http://${host}`)).status).toBe(204);
    const reading = ((await c.get(READING_API.shareLinksReading)).body as ShareLinkReading[]).find(
      (r) => r.id === link.id,
    );
    expect(reading).toMatchObject({ readVisits: 1, averageDepth: 40 });
    const foreign = await post('https://elsewhere.example.org');
    expect([foreign.status, foreign.body.code]).toEqual([403, 'FORBIDDEN_ORIGIN']);
    // Another person's link is not served on this host.
    const stranger = await ResumeClient.signInPaid(t);
    const theirs = await newLink(stranger);
    const other = await post(`http://${host}`, readBeaconPath(theirs.shareableId));
    expect(other.status).toBe(404);
  });
});
