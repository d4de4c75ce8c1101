import { ERROR_CODES, GENERATE_PDF } from '@resume/contracts';
import { ResumeClient } from './support/resume-client';
import { targets } from './support/targets';
import { TestApp } from './support/test-app';

/**
 * A print that ends without a PDF answers its catalogue status and body, on the in-process queue (sql.js) and
 * through Bull (REDIS_URL), where the worker's failure crosses Redis as the job's failedReason and is rebuilt as a
 * PdfFailure (docs/decisions/0055-typed-failures-and-versioned-contracts.md). PDF_UNAVAILABLE: pdf-unavailable.e2e-spec.ts.
 */
const body = (code: keyof typeof ERROR_CODES) => ({ code, message: ERROR_CODES[code].message });

/** Forty long experiences: about twenty pages, more than the ten a PDF may have. */
async function longResume(t: TestApp): Promise<{ user: ResumeClient; resumeId: string }> {
  const user = await ResumeClient.signIn(t);
  const words = Array.from({ length: 400 }, (_, i) => `word${i}`).join(' ');
  for (let i = 0; i < 40; i++) {
    await user.create('experiences', {
      title: `Engineer ${i}`,
      company: `Company ${i}`,
      startDate: '2020-01',
      description: words,
    });
  }
  const complete = await user.get('/api/complete-resume');
  return { user, resumeId: complete.body.resume.id as string };
}

const exportPdf = (user: ResumeClient, resumeId: string) =>
  user.post(GENERATE_PDF, { resumeId, filterId: null, templateId: null });

describe.each(targets())('PDF failures on $name', (target) => {
  describe('a resume longer than ten pages', () => {
    const t = new TestApp(target);
    beforeAll(() => t.start(), 60_000);
    afterAll(() => t.stop(), 60_000);

    it('answers 422 PDF_TOO_LONG at once (not retried), with the catalogue body', async () => {
      const { user, resumeId } = await longResume(t);
      const started = Date.now();
      const res = await exportPdf(user, resumeId);
      expect(res.status).toBe(422);
      expect(res.body).toEqual(body('PDF_TOO_LONG'));
      // A retry would wait its back-off (1 s, then 2 s) first: a permanent failure is answered from the first attempt.
      expect(Date.now() - started).toBeLessThan(20_000);
    }, 120_000);
  });

  describe('a print past its time limit', () => {
    const t = new TestApp(target, { PDF_TIMEOUT_MS: '100' });
    beforeAll(() => t.start(), 60_000);
    afterAll(() => t.stop(), 60_000);

    it('answers 504 PDF_TIMEOUT with the catalogue body', async () => {
      const { user, resumeId } = await longResume(t);
      const res = await exportPdf(user, resumeId);
      expect(res.status).toBe(504);
      expect(res.body).toEqual(body('PDF_TIMEOUT'));
    }, 120_000);
  });

  if (target.redis) {
    describe('an export that waits longer than PDF_WAIT_MS for the queue', () => {
      const t = new TestApp(target, { PDF_WAIT_MS: '100', PDF_TEST_DELAY_MS: '3000' });
      beforeAll(() => t.start(), 60_000);
      afterAll(() => t.stop(), 60_000);

      it('answers 504 PDF_TIMEOUT with the catalogue body', async () => {
        const user = await ResumeClient.signIn(t);
        const complete = await user.get('/api/complete-resume');
        const res = await exportPdf(user, complete.body.resume.id as string);
        expect(res.status).toBe(504);
        expect(res.body).toEqual(body('PDF_TIMEOUT'));
      }, 60_000);
    });
  }
});
