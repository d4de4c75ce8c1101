/**
 * Live or frozen share links (issue 17 point 4, docs/decisions/0027): a frozen link shows the resume exactly as when
 * frozen (content, filter, template, the PDF too) until its owner refreshes it; versions are stored once, shared by
 * links frozen on the same one, deleted with their last link, and limited per owner (FROZEN_SNAPSHOTS).
 */
import { ERROR_CODES, FROZEN_SNAPSHOTS, RESUME_API, SHARING_API, TAILORING_API } from '@resume/contracts';
import type { ShareLinkDetails } from '@resume/contracts';
import { pdfText, squeeze } from './support/pdf-tools';
import { ResumeClient } from './support/resume-client';
import { targets } from './support/targets';
import { TestApp } from './support/test-app';

/** A paid owner with two tagged experiences, a filter on one tag and a template of their own. */
async function owner(t: TestApp) {
  const c = await ResumeClient.signInPaid(t);
  await c.patch('/api/user', { name: 'Grace Hopper', title: 'Rear Admiral', phone: '+1 555 0100', showPhone: true });
  await c.patch(RESUME_API.resume, { summary: 'Wrote the first compiler.' });
  const cobol = await c.create('experiences', {
    title: 'Inventor',
    company: 'COBOL Committee',
    startDate: '1959-01',
    tags: ['languages'],
  });
  await c.create('experiences', { title: 'Officer', company: 'US Navy', startDate: '1943-01', tags: ['navy'] });
  const filter = (await c.post(TAILORING_API.filters, { name: 'Language work', tags: ['languages'] })).body as {
    id: string;
  };
  const template = (await c.post(TAILORING_API.templates, { primaryColor: '#10B981' })).body as { id: string };
  return { c, cobolId: cobol.id, filterId: filter.id, templateId: template.id };
}

async function newLink(c: ResumeClient, body: object): Promise<ShareLinkDetails> {
  const res = await c.post(SHARING_API.shareLinks, body);
  if (res.status !== 201) throw new Error(`create link answered ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

describe.each(targets())('frozen share links on $name', (target) => {
  const t = new TestApp(target);
  beforeAll(() => t.start(), 60_000);
  afterAll(() => t.stop());
  afterEach(() => t.clock.reset());

  const json = (shareableId: string) => t.http().get(SHARING_API.sharedResume(shareableId));
  const page = (shareableId: string) => t.http().get(`/s/${shareableId}`);
  const pdf = (shareableId: string) =>
    t
      .http()
      .get(`/s/${shareableId}/pdf`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
  const snapshots = async (c: ResumeClient) =>
    (await t.dataSource.query('SELECT id FROM share_snapshots WHERE userId = ?', [c.userId])) as { id: string }[];

  it('is live unless frozen; the list shows the mode and when it was frozen', async () => {
    const { c, filterId, templateId } = await owner(t);
    const live = await newLink(c, { filterId, templateId, resumeId: (await c.rows('resumes'))[0].id });
    expect([live.mode, live.frozenAt]).toEqual(['live', null]);
    t.clock.advance(3_600_000);
    const frozen = await newLink(c, { filterId, mode: 'frozen' });
    expect(frozen.mode).toBe('frozen');
    // Frozen at the moment it was made (the app's clock, an hour on from the live link's).
    expect(Date.parse(frozen.frozenAt!) - Date.parse(live.createdAt)).toBeGreaterThanOrEqual(3_600_000);
    expect(frozen.frozenAt).toBe(frozen.createdAt);
    const listed = (await c.get(SHARING_API.shareLinks)).body as ShareLinkDetails[];
    expect(listed.map((l) => [l.id, l.mode, l.frozenAt])).toEqual([
      [live.id, 'live', null],
      [frozen.id, 'frozen', frozen.frozenAt],
    ]);
    const bad = await c.post(SHARING_API.shareLinks, { mode: 'paused' });
    expect([bad.status, bad.body.details]).toEqual([
      400,
      [{ field: 'mode', problem: 'Link type must be one of: live, frozen.' }],
    ]);
  });

  it('shows the version it was frozen on, JSON, page and PDF, whatever is edited, until Refresh', async () => {
    const { c, cobolId, filterId, templateId } = await owner(t);
    const resumeId = (await c.rows('resumes'))[0].id;
    const link = await newLink(c, { resumeId, filterId, templateId, mode: 'frozen', allowPdfDownload: true });
    const live = await newLink(c, { resumeId, filterId, templateId });
    const before = { json: (await json(link.shareableId)).text, html: (await page(link.shareableId)).text };
    expect(JSON.parse(before.json).experiences.map((e: { company: string }) => e.company)).toEqual(['COBOL Committee']);
    expect(before.html).toContain('Wrote the first compiler.');
    expect(before.html.toLowerCase()).toContain('#10b981');

    // Every kind of edit: fields, a deleted and a re-added item, the filter, the template, the summary.
    await c.patch('/api/user', { name: 'Amazing Grace' });
    await c.patch(RESUME_API.resume, { summary: 'Found the first bug.' });
    expect((await c.delete(RESUME_API.item('experiences', cobolId))).status).toBe(204);
    await c.create('experiences', {
      title: 'Inventor',
      company: 'Remington Rand',
      startDate: '1949-01',
      tags: ['languages'],
    });
    await c.create('skills', { category: 'Technical Skills', name: 'FLOW-MATIC', proficiency: 9 });
    expect((await c.patch(TAILORING_API.filter(filterId), { name: 'Navy work', tags: ['navy'] })).status).toBe(200);
    expect((await c.post(TAILORING_API.templates, { id: templateId, primaryColor: '#EF4444' })).status).toBe(200);

    expect((await json(link.shareableId)).text).toBe(before.json);
    expect((await page(link.shareableId)).text).toBe(before.html);
    const frozenPdf = squeeze(pdfText((await pdf(link.shareableId)).body as Buffer));
    expect(frozenPdf).toContain('COBOLCommittee');
    expect(frozenPdf).toContain('Wrotethefirstcompiler.');
    expect(frozenPdf).not.toContain('RemingtonRand');
    // The live link shows the edits (the filter now picks the navy experience).
    const liveNow = (await json(live.shareableId)).body;
    expect([
      liveNow.user.name,
      liveNow.resume.summary,
      liveNow.experiences.map((e: { company: string }) => e.company),
    ]).toEqual(['Amazing Grace', 'Found the first bug.', ['US Navy']]);

    t.clock.advance(60_000);
    const refreshed = await c.post(SHARING_API.shareLinkRefresh(link.id), {});
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.mode).toBe('frozen');
    expect(Date.parse(refreshed.body.frozenAt)).toBeGreaterThan(Date.parse(link.frozenAt!));
    const after = (await json(link.shareableId)).body;
    expect([after.user.name, after.resume.summary, after.filter.name, after.template.primaryColor]).toEqual([
      'Amazing Grace',
      'Found the first bug.',
      'Navy work',
      '#EF4444',
    ]);
    expect(after.experiences.map((e: { company: string }) => e.company)).toEqual(['US Navy']);
    expect((await page(link.shareableId)).text).toContain('Found the first bug.');
    expect(squeeze(pdfText((await pdf(link.shareableId)).body as Buffer))).toContain('Foundthefirstbug.');
    // The version it showed before went with it: no link shows it any more.
    expect(await snapshots(c)).toHaveLength(1);
  }, 90_000);

  it('two links frozen at once share one version; it goes with the last of them', async () => {
    const { c, filterId } = await owner(t);
    // At the same moment: two requests at once (on MariaDB two transactions racing to store the same version).
    const [a, b] = await Promise.all([
      newLink(c, { filterId, mode: 'frozen' }),
      newLink(c, { filterId: null, mode: 'frozen', securityCode: '1234' }),
    ]);
    const stored = await snapshots(c);
    expect(stored).toHaveLength(1);
    const rows = await c.rows('share_links');
    expect(rows.map((r) => r.snapshotId)).toEqual([stored[0].id, stored[0].id]);
    // Each still shows its own filter.
    expect((await json(a.shareableId)).body.experiences).toHaveLength(1);
    expect((await c.get(SHARING_API.sharedResume(b.shareableId, '1234'))).body.experiences).toHaveLength(2);

    expect((await c.delete(SHARING_API.shareLink(a.id))).status).toBe(204);
    expect(await snapshots(c)).toHaveLength(1);
    expect((await c.delete(SHARING_API.shareLink(b.id))).status).toBe(204);
    expect(await snapshots(c)).toEqual([]);
  });

  it('made live, a link shows today again and its version goes; frozen again, it takes the version of now', async () => {
    const { c } = await owner(t);
    const link = await newLink(c, { mode: 'frozen' });
    await c.patch(RESUME_API.resume, { summary: 'Nanoseconds are 30 cm.' });
    expect((await json(link.shareableId)).body.resume.summary).toBe('Wrote the first compiler.');

    const live = await c.patch(SHARING_API.shareLink(link.id), { mode: 'live' });
    expect([live.status, live.body.mode, live.body.frozenAt]).toEqual([200, 'live', null]);
    expect(await snapshots(c)).toEqual([]);
    expect((await json(link.shareableId)).body.resume.summary).toBe('Nanoseconds are 30 cm.');

    const frozen = await c.patch(SHARING_API.shareLink(link.id), { mode: 'frozen' });
    expect(frozen.body.mode).toBe('frozen');
    expect((await c.patch(RESUME_API.resume, { summary: 'Later.' })).status).toBe(200);
    // Saving the other settings keeps the version; only Refresh takes a new one.
    const saved = await c.patch(SHARING_API.shareLink(link.id), { mode: 'frozen', noindex: true });
    expect([saved.status, saved.body.noindex]).toEqual([200, true]);
    expect((await json(link.shareableId)).body.resume.summary).toBe('Nanoseconds are 30 cm.');
    expect(await snapshots(c)).toHaveLength(1);
  });

  it('hides a contact field the owner hides after freezing, and never shows one hidden then', async () => {
    const { c } = await owner(t);
    const link = await newLink(c, { mode: 'frozen' });
    expect((await json(link.shareableId)).body.user.phone).toBe('+1 555 0100');
    await c.patch('/api/user', { showPhone: false, showEmail: true });
    const shown = (await json(link.shareableId)).body.user;
    expect([shown.phone, shown.email]).toEqual([null, null]);
    expect((await page(link.shareableId)).text).not.toContain('555 0100');
  });

  it(`keeps at most ${FROZEN_SNAPSHOTS.perUser} versions per owner; a version already kept costs nothing`, async () => {
    const { c } = await owner(t);
    for (let i = 0; i < FROZEN_SNAPSHOTS.perUser; i++) {
      await c.patch(RESUME_API.resume, { summary: `Version ${i}` });
      await newLink(c, { mode: 'frozen' });
    }
    expect(await snapshots(c)).toHaveLength(FROZEN_SNAPSHOTS.perUser);
    // The current version is kept already: another link frozen on it is fine.
    await newLink(c, { mode: 'frozen' });
    await c.patch(RESUME_API.resume, { summary: 'One too many' });
    const refused = await c.post(SHARING_API.shareLinks, { mode: 'frozen' });
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([
      409,
      'SNAPSHOT_LIMIT_REACHED',
      ERROR_CODES.SNAPSHOT_LIMIT_REACHED.message,
    ]);
    expect((await c.rows('share_links')).length).toBe(FROZEN_SNAPSHOTS.perUser + 1);
    // A live link is always possible.
    expect((await c.post(SHARING_API.shareLinks, {})).status).toBe(201);
  }, 60_000);

  it("refreshes only the owner's links", async () => {
    const { c } = await owner(t);
    const other = await ResumeClient.signInPaid(t);
    const link = await newLink(c, { mode: 'frozen' });
    expect((await other.post(SHARING_API.shareLinkRefresh(link.id), {})).status).toBe(404);
    expect((await t.http().post(SHARING_API.shareLinkRefresh(link.id))).status).toBe(401);
  });
});
