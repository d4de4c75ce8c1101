import { ERROR_CODES, MESSAGES, SHARE_LINK_EXPIRY, SHARING_API } from '@resume/contracts';
import type { ShareLinkDetails } from '@resume/contracts';
import { ResumeClient } from './support/resume-client';
import { targets } from './support/targets';
import { freshIp, TestApp } from './support/test-app';
import { A_BROWSER } from './support/visitor-agent';

/**
 * Issue 28 point 4 (docs/decisions/0054-link-controls-and-previews.md): a link may expire and may be paused. After
 * either, a visitor gets exactly what an unknown link answers (the page, the API and the PDF: 404 'Invalid Share
 * Link'), the owner's list shows the state, and the analytics stay readable.
 */
const DAY = 24 * 60 * 60 * 1000;
const INVALID = MESSAGES.resumeViews.invalidShareLink;
const EXPIRY_INVALID = { code: 'SHARE_LINK_EXPIRY_INVALID', message: ERROR_CODES.SHARE_LINK_EXPIRY_INVALID.message };

async function owner(t: TestApp) {
  const c = await ResumeClient.signInPaid(t);
  await c.patch('/api/user', { name: 'Grace Hopper', title: 'Rear Admiral' });
  return c;
}

async function newLink(c: ResumeClient, body: object = {}): Promise<ShareLinkDetails> {
  const res = await c.post(SHARING_API.shareLinks, body);
  if (res.status !== 201) throw new Error(`create link answered ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

describe.each(targets())('link controls on $name', (target) => {
  const t = new TestApp(target);
  beforeAll(() => t.start(), 60_000);
  afterAll(() => t.stop());
  afterEach(() => t.clock.reset());

  const page = (id: string) =>
    t.http().get(`/s/${id}`).set('Accept', 'text/html').set('User-Agent', A_BROWSER).set('X-Forwarded-For', freshIp());
  const api = (id: string) => t.http().get(SHARING_API.sharedResume(id)).set('X-Forwarded-For', freshIp());
  const pdf = (id: string) => t.http().get(`/s/${id}/pdf`).set('Accept', 'text/html').set('X-Forwarded-For', freshIp());
  const listed = async (c: ResumeClient, id: string) =>
    ((await c.get(SHARING_API.shareLinks)).body as ShareLinkDetails[]).find((l) => l.id === id)!;

  /** What an unknown link answers, on the page, the API and the PDF: the same for paused and expired ones. */
  async function expectInvalid(shareableId: string) {
    const unknown = await page('nosuchlink0000000000xx');
    for (const res of [await page(shareableId), await pdf(shareableId)]) {
      expect([res.status, res.headers['cache-control']]).toEqual([404, 'no-store']);
      expect(res.text).toContain(`<h1>${INVALID.title}</h1>`);
      expect(res.text).toContain(INVALID.description);
      expect(res.text).not.toContain('Grace Hopper');
      // Byte for byte the unknown link's page but for the address it echoes.
      expect(res.text.replaceAll(shareableId, 'X').replace('/pdf', '')).toBe(
        unknown.text.replaceAll('nosuchlink0000000000xx', 'X'),
      );
    }
    const json = await api(shareableId);
    expect([json.status, json.body.code]).toEqual([404, 'SHARE_LINK_INVALID']);
  }

  it('new links are neither paused nor expiring', async () => {
    const c = await owner(t);
    const link = await newLink(c);
    expect([link.paused, link.expiresAt, link.expired]).toEqual([false, null, false]);
  });

  it('pauses a link: the invalid page, API and PDF (404) for everyone, the owner too; resuming restores it', async () => {
    const c = await owner(t);
    const link = await newLink(c, { allowPdfDownload: true });
    await page(link.shareableId);
    const paused = await c.patch(SHARING_API.shareLink(link.id), { paused: true });
    expect([paused.status, paused.body.paused, paused.body.expired]).toEqual([200, true, false]);
    await expectInvalid(link.shareableId);
    // The owner sees what visitors see: the switch is the state, not a visitor rule.
    const own = await c.get(`/s/${link.shareableId}`).set('Accept', 'text/html');
    expect(own.status).toBe(404);

    const row = await listed(c, link.id);
    expect([row.paused, row.viewCount]).toEqual([true, 1]);
    // Analytics stay readable, and refused visits count nothing.
    const stats = await c.get(SHARING_API.shareLinkAnalytics(link.id));
    expect([stats.status, stats.body.views]).toEqual([200, 1]);

    // Pausing again keeps the first moment; resuming opens the link as it was.
    expect((await c.patch(SHARING_API.shareLink(link.id), { paused: true })).status).toBe(200);
    const resumed = await c.patch(SHARING_API.shareLink(link.id), { paused: false });
    expect(resumed.body.paused).toBe(false);
    const open = await page(link.shareableId);
    expect([open.status, open.text.includes('Grace Hopper')]).toEqual([200, true]);
    expect((await pdf(link.shareableId)).status).toBe(200);
  }, 60_000);

  it('a paused coded link asks for no code (and counts no guess): the unknown link answer first', async () => {
    const c = await owner(t);
    const link = await newLink(c, { securityCode: '4321' });
    await c.patch(SHARING_API.shareLink(link.id), { paused: true });
    const res = await t.http().get(SHARING_API.sharedResume(link.shareableId, '0000'));
    expect([res.status, res.body.code, res.body.requiresCode]).toEqual([404, 'SHARE_LINK_INVALID', undefined]);
    expect((await listed(c, link.id)).failedAttempts).toBe(0);
  });

  it('expires a link at its time: open before, the invalid page, API and PDF after; listed as expired', async () => {
    const c = await owner(t);
    const link = await newLink(c, { allowPdfDownload: true });
    const at = new Date(Date.now() + 2 * DAY).toISOString();
    const set = await c.patch(SHARING_API.shareLink(link.id), { expiresAt: at });
    expect([set.status, set.body.expiresAt, set.body.expired]).toEqual([200, at, false]);
    expect((await page(link.shareableId)).status).toBe(200);

    t.clock.advance(2 * DAY + 1000);
    await expectInvalid(link.shareableId);
    const row = await listed(c, link.id);
    expect([row.expiresAt, row.expired, row.paused]).toEqual([at, true, false]);
    expect((await c.get(SHARING_API.shareLinkAnalytics(link.id))).status).toBe(200);

    // Cleared: open again; a new date must be in the future of now.
    const cleared = await c.patch(SHARING_API.shareLink(link.id), { expiresAt: null });
    expect([cleared.status, cleared.body.expiresAt, cleared.body.expired]).toEqual([200, null, false]);
    expect((await page(link.shareableId)).status).toBe(200);
  }, 60_000);

  it('refuses an expiry in the past, now, too far ahead or not a date, and changes nothing', async () => {
    const c = await owner(t);
    const link = await newLink(c);
    const tooFar = new Date(Date.now() + (SHARE_LINK_EXPIRY.maxDays + 1) * DAY).toISOString();
    for (const expiresAt of [new Date(Date.now() - 60_000).toISOString(), tooFar]) {
      const res = await c.patch(SHARING_API.shareLink(link.id), { expiresAt, paused: true });
      expect([res.status, res.body]).toEqual([400, EXPIRY_INVALID]);
    }
    for (const expiresAt of ['tomorrow', '2027-13-45T00:00:00Z', 12345, true]) {
      const res = await c.patch(SHARING_API.shareLink(link.id), { expiresAt });
      expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      expect(JSON.stringify(res.body.details)).toContain('Expiry date must be a date and time');
    }
    const paused = await c.patch(SHARING_API.shareLink(link.id), { paused: 'yes' });
    expect([paused.status, paused.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const row = await listed(c, link.id);
    expect([row.paused, row.expiresAt]).toEqual([false, null]);
    // The longest allowed is accepted.
    const longest = new Date(Date.now() + SHARE_LINK_EXPIRY.maxDays * DAY - 60_000).toISOString();
    expect((await c.patch(SHARING_API.shareLink(link.id), { expiresAt: longest })).status).toBe(200);
  });

  it("answers another person's link with 404 and leaves it as it was", async () => {
    const a = await owner(t);
    const b = await owner(t);
    const link = await newLink(a);
    const at = new Date(Date.now() + DAY).toISOString();
    for (const body of [{ paused: true }, { expiresAt: at }]) {
      const res = await b.patch(SHARING_API.shareLink(link.id), body);
      expect([res.status, res.body.code]).toEqual([404, 'NOT_FOUND']);
    }
    const row = await listed(a, link.id);
    expect([row.paused, row.expiresAt]).toEqual([false, null]);
    expect((await page(link.shareableId)).status).toBe(200);
  });

  it('keeps pause and expiry in the row, and a lapsed plan can still pause its link', async () => {
    const c = await owner(t);
    const link = await newLink(c);
    const at = new Date(Date.now() + 3 * DAY);
    await c.patch(SHARING_API.shareLink(link.id), { paused: true, expiresAt: at.toISOString() });
    const [row] = (await c.rows('share_links')).filter((r) => r.id === link.id);
    expect([row.pausedAt, row.expiresAt].every((v) => v !== null && v !== undefined)).toBe(true);
    expect((await listed(c, link.id)).expiresAt).toBe(at.toISOString());
    await c.setPlan('free', 'canceled');
    const resumed = await c.patch(SHARING_API.shareLink(link.id), { paused: false });
    expect([resumed.status, resumed.body.paused]).toEqual([200, false]);
  });
});
