import { ERROR_CODES, GENERATE_PDF, SHARING_API } from '@resume/contracts';
import { ResumeClient } from './support/resume-client';
import { targets } from './support/targets';
import { freshIp, TestApp } from './support/test-app';

/**
 * Issue 15 point 4 (docs/decisions/0024-start-without-chromium.md): on a machine without Chromium the app starts and
 * serves everything but PDFs; an export and a share link's download answer 503 PDF_UNAVAILABLE with a message that
 * names CHROMIUM_PATH, and /health/ready shows pdf down while staying ready.
 */
const UNAVAILABLE = { code: 'PDF_UNAVAILABLE', message: ERROR_CODES.PDF_UNAVAILABLE.message };

describe.each(targets())('started with CHROMIUM_PATH=/nonexistent on $name', (target) => {
  const t = new TestApp(target, { CHROMIUM_PATH: '/nonexistent' });
  beforeAll(() => t.start(), 60_000);
  afterAll(() => t.stop());

  it('is ready, and /health/ready reports pdf down beside the services it needs', async () => {
    const res = await t.http().get('/health/ready');
    expect([res.status, res.body]).toEqual([
      200,
      { status: 'ok', checks: { database: 'up', redis: target.redis ? 'up' : 'not configured', pdf: 'down' } },
    ]);
  });

  it('answers the API after sign-in', async () => {
    const c = await ResumeClient.signIn(t);
    const me = await c.get('/api/user');
    expect([me.status, me.body.id]).toEqual([200, c.userId]);
    expect((await c.patch('/api/resume', { summary: 'Still editable.' })).status).toBe(200);
  });

  it('answers an export with 503 PDF_UNAVAILABLE, whose message names CHROMIUM_PATH', async () => {
    const c = await ResumeClient.signIn(t);
    const resumeId = (await c.get('/api/complete-resume')).body.resume.id as string;
    const res = await c.post(GENERATE_PDF, { resumeId, filterId: null, templateId: null });
    expect([res.status, res.body]).toEqual([503, UNAVAILABLE]);
    expect(res.body.message).toContain('CHROMIUM_PATH');
  });

  it("answers a share link's /s/{id}/pdf with 503 PDF_UNAVAILABLE", async () => {
    const c = await ResumeClient.signInPaid(t);
    const link = await c.post(SHARING_API.shareLinks, { allowPdfDownload: true });
    expect(link.status).toBe(201);
    const res = await t.http().get(`/s/${link.body.shareableId}/pdf`).set('X-Forwarded-For', freshIp());
    expect([res.status, res.body]).toEqual([503, UNAVAILABLE]);
  });
});
