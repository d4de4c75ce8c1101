import { ERROR_CODES, GENERATE_PDF, MESSAGES, SHARING_API } from '@resume/contracts';
import type { ShareLinkDetails } from '@resume/contracts';
import { ResumeClient } from './support/resume-client';
import { targets } from './support/targets';
import { TestApp } from './support/test-app';

/** The explicit limits on printing: exports per person, public downloads per client (set low here: 2 each). */
describe.each(targets({ everyStore: true }))('PDF limits on $name', (target) => {
  const t = new TestApp(target, { PDF_EXPORTS_PER_WINDOW: '2', PDF_DOWNLOADS_PER_WINDOW: '2' });
  beforeAll(() => t.start(), 60_000);
  afterAll(() => t.stop());

  const exportPdf = async (c: ResumeClient) => {
    const resumeId = (await c.get('/api/complete-resume')).body.resume.id as string;
    return c.post(GENERATE_PDF, { resumeId, filterId: null, templateId: null });
  };

  it('answers 429 RATE_LIMITED with Retry-After past the exports a person may ask for, and only to that person', async () => {
    const a = await ResumeClient.signIn(t);
    const b = await ResumeClient.signIn(t);
    expect([(await exportPdf(a)).status, (await exportPdf(a)).status]).toEqual([200, 200]);
    const refused = await exportPdf(a);
    expect([refused.status, refused.body]).toEqual([
      429,
      expect.objectContaining({ code: 'RATE_LIMITED', message: ERROR_CODES.RATE_LIMITED.message }),
    ]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await exportPdf(b)).status).toBe(200);
  }, 60_000);

  it('shows a Too Many Downloads page (429) past the public downloads one client may make', async () => {
    const owner = await ResumeClient.signInPaid(t);
    await owner.patch('/api/user', { name: 'Ada Lovelace' });
    const link = (await owner.post(SHARING_API.shareLinks, { allowPdfDownload: true })).body as ShareLinkDetails;
    const download = () => t.http().get(`/s/${link.shareableId}/pdf`);
    expect([(await download()).status, (await download()).status]).toEqual([200, 200]);
    const refused = await download();
    expect(refused.status).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.text).toContain(MESSAGES.resumeViews.tooManyDownloads.title);
    expect(refused.text).toContain(ERROR_CODES.RATE_LIMITED.message);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await owner.get(SHARING_API.shareLinkAnalytics(link.id))).body.downloads).toBe(2);
  }, 60_000);
});
