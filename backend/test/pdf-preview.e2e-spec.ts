import {
  ERROR_CODES,
  GENERATE_PDF,
  LIMITS,
  PAGE_MARGIN,
  PDF_API,
  PREVIEW_HEADERS,
  TAILORING_API,
} from '@resume/contracts';
import { RUNNING_MARGIN_IN } from '@resume/resume-view';
import { pdfInfo, pdfText, readPdf, squeeze } from './support/pdf-tools';
import { ResumeClient } from './support/resume-client';
import { targets } from './support/targets';
import { TestApp } from './support/test-app';

/**
 * POST /api/pdf-preview (issue 26 point 3, docs/decisions/0045-live-preview.md): the owner's resume printed as the
 * export prints it, with the draft being typed laid over it and nothing saved; owner only, its own rate limit and
 * body size, the same validation as the forms, and another person's template not found.
 */
const PREVIEWS_PER_WINDOW = 8;

const binary = (r: NodeJS.ReadableStream, cb: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  r.on('data', (c: Buffer) => chunks.push(c));
  r.on('end', () => cb(null, Buffer.concat(chunks)));
};

const error = (code: keyof typeof ERROR_CODES) => ({ code, message: ERROR_CODES[code].message });

describe.each(targets())('PDF preview on $name', (target) => {
  const t = new TestApp(target, { PDF_CONCURRENCY: '2', PDF_PREVIEWS_PER_WINDOW: String(PREVIEWS_PER_WINDOW) });

  /** A paid person with a two-entry resume (every test has its own: previews are counted per person). */
  const person = async () => {
    const owner = await ResumeClient.signInPaid(t);
    await owner.patch('/api/user', { name: 'Saved Person', title: 'Saved Title', location: 'Berlin, Germany' });
    await owner.patch('/api/resume', { summary: 'Saved summary text' });
    const first = await owner.create('experiences', {
      title: 'Engineer',
      company: 'Savedcompany',
      startDate: '2020-01',
      description: '- Built the saved thing',
    });
    await owner.create('education', { degree: 'BSc', institution: 'Saveduniversity', startDate: '2015' });
    return { owner, firstId: first.id };
  };
  const preview = (owner: ResumeClient, body: object) =>
    owner
      .post(PDF_API.previewPdf, body)
      .buffer(true)
      .parse((r, cb) => binary(r as unknown as NodeJS.ReadableStream, cb));

  beforeAll(() => t.start(), 120_000);
  afterAll(() => t.stop(), 60_000);

  it('answers 401 without a session', async () => {
    const res = await t.http().post(PDF_API.previewPdf).send({ templateId: null });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject(error('UNAUTHENTICATED'));
  });

  it('prints the draft being typed over the saved resume, inline and not stored, and saves nothing', async () => {
    const { owner, firstId } = await person();
    const before = {
      user: (await owner.get('/api/user')).body,
      experiences: await owner.rows('experiences'),
    };
    const res = await preview(owner, {
      templateId: null,
      draft: {
        user: { name: 'Typed Person', title: 'Typed Title', email: 'typed@example.com', username: 'ignored-name' },
        resume: { summary: 'Typedsummary words' },
        item: { section: 'experiences', id: null, title: 'Newrole', company: 'Typedcompany', startDate: '2024-01' },
      },
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline');
    expect(res.headers['cache-control']).toBe('no-store');
    // Berlin and no browser language: A4, and the default margin.
    expect(res.headers[PREVIEW_HEADERS.paperSize.toLowerCase()]).toBe('A4');
    expect(res.headers[PREVIEW_HEADERS.marginIn.toLowerCase()]).toBe(String(PAGE_MARGIN.default));
    // Pages after the first carry the running name and number: their top and bottom margin is 0.5 in (0043).
    expect(res.headers[PREVIEW_HEADERS.laterMarginIn.toLowerCase()]).toBe(String(RUNNING_MARGIN_IN));
    const text = squeeze(pdfText(res.body as Buffer));
    for (const word of ['TypedPerson', 'TypedTitle', 'Typedsummarywords', 'Typedcompany', 'Savedcompany'])
      expect(text).toContain(word);
    expect(text).not.toContain('SavedPerson');
    expect(text).not.toContain('Savedsummarytext');

    // Editing a saved item replaces it in place.
    const edited = await preview(owner, {
      templateId: null,
      draft: {
        item: { section: 'experiences', id: firstId, title: 'Engineer', company: 'Renamedco', startDate: '2020-01' },
      },
    });
    expect(edited.status).toBe(200);
    const editedText = squeeze(pdfText(edited.body as Buffer));
    expect(editedText).toContain('Renamedco');
    expect(editedText).not.toContain('Savedcompany');

    expect((await owner.get('/api/user')).body).toEqual(before.user);
    expect(await owner.rows('experiences')).toEqual(before.experiences);
  }, 60_000);

  it('prints what the export prints: same pages, paper and text for the same choice', async () => {
    const { owner } = await person();
    const resumeId = (await owner.get('/api/complete-resume')).body.resume.id as string;
    const words = 'measured every page break against the printed document before trusting it';
    for (let i = 0; i < 8; i += 1)
      await owner.create('experiences', {
        title: `Role ${i}`,
        company: `Company ${i}`,
        startDate: '2015-01',
        description: [1, 2, 3, 4, 5].map((b) => `- Bullet ${i}.${b} ${words}`).join('\n'),
      });
    const choice = { templateId: 'preset-modern', paperSize: 'Letter' };
    const shown = await preview(owner, choice);
    const exported = await owner
      .post(GENERATE_PDF, { resumeId, filterId: null, ...choice })
      .buffer(true)
      .parse((r, cb) => binary(r as unknown as NodeJS.ReadableStream, cb));
    expect(shown.status).toBe(200);
    expect(exported.status).toBe(200);
    expect(shown.headers[PREVIEW_HEADERS.paperSize.toLowerCase()]).toBe('Letter');
    const a = readPdf(shown.body as Buffer);
    const b = readPdf(exported.body as Buffer);
    expect(a.pages.length).toBeGreaterThan(1);
    expect(a.pages.length).toBe(b.pages.length);
    expect(pdfInfo(shown.body as Buffer)['Page size']).toBe(pdfInfo(exported.body as Buffer)['Page size']);
    const pageText = (r: typeof a) => r.pages.map((p) => p.items.map((i) => i.str).join(''));
    expect(pageText(a)).toEqual(pageText(b));
  }, 90_000);

  it("prints the template editor's unsaved template (paid only), and saves no template", async () => {
    const { owner } = await person();
    const unsaved = { primaryColor: '#0f766e', pageMargin: '1', paperSize: 'Letter', runningElements: false };
    const res = await preview(owner, { templateId: null, template: unsaved });
    expect(res.status).toBe(200);
    expect(res.headers[PREVIEW_HEADERS.paperSize.toLowerCase()]).toBe('Letter');
    expect(res.headers[PREVIEW_HEADERS.marginIn.toLowerCase()]).toBe('1');
    // No running elements: every page has the template's margin.
    expect(res.headers[PREVIEW_HEADERS.laterMarginIn.toLowerCase()]).toBe('1');
    expect(pdfInfo(res.body as Buffer)['Page size']).toBe('612 x 792 pts (letter)');
    expect((await owner.get(TAILORING_API.templates)).body).toEqual([]);

    const badMargin = await owner.post(PDF_API.previewPdf, { templateId: null, template: { pageMargin: '9' } });
    expect(badMargin.status).toBe(400);

    const free = await ResumeClient.signIn(t);
    const locked = await free.post(PDF_API.previewPdf, { templateId: 'preset-traditional', template: unsaved });
    expect(locked.status).toBe(403);
    expect(locked.body.code).toBe('PREMIUM_REQUIRED');
  }, 60_000);

  it('refuses bad input with the forms own rules and the catalogue codes', async () => {
    const { owner } = await person();
    const paper = await owner.post(PDF_API.previewPdf, { templateId: null, paperSize: 'A3' });
    expect(paper.status).toBe(400);
    expect(paper.body).toMatchObject(error('PAPER_SIZE_INVALID'));

    const missing = await owner.post(PDF_API.previewPdf, {
      templateId: null,
      draft: { item: { section: 'experiences', id: null, title: 'No company', startDate: '2024-01' } },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('REQUIRED_FIELDS_MISSING');

    const skills = await owner.post(PDF_API.previewPdf, {
      templateId: null,
      draft: { item: { section: 'skills' } },
    });
    expect(skills.status).toBe(400);
    expect(skills.body.code).toBe('VALIDATION_FAILED');
    const skillFields = await owner.post(PDF_API.previewPdf, {
      templateId: null,
      draft: { item: { section: 'skills', id: null, name: 'Go' } },
    });
    expect(skillFields.status).toBe(400);
    expect(skillFields.body.code).toBe('FORBIDDEN_FIELD');

    const stranger = await owner.post(PDF_API.previewPdf, { templateId: null, draft: { user: { isAdmin: true } } });
    expect(stranger.status).toBe(400);
    expect(stranger.body).toMatchObject(error('FORBIDDEN_FIELD'));

    const both = await owner.post(PDF_API.previewPdf, {
      templateId: null,
      filterId: 'some-filter',
      draft: { resume: { summary: 'x' } },
    });
    expect(both.status).toBe(400);
    expect(both.body).toMatchObject(error('PREVIEW_FILTER_WITH_DRAFT'));
  });

  it('refuses a body over its size before parsing it', async () => {
    const { owner } = await person();
    const res = await owner.post(PDF_API.previewPdf, {
      templateId: null,
      draft: { resume: { summary: 'x'.repeat(LIMITS.previewBodyBytes) } },
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject(error('PREVIEW_TOO_LARGE'));
  });

  it("answers not found for another person's template and 403 for a free plan's locked template", async () => {
    const { owner } = await person();
    const other = await ResumeClient.signInPaid(t);
    const theirs = await other.post(TAILORING_API.templates, { primaryColor: '#654321' });
    expect(theirs.status).toBe(201);
    const res = await owner.post(PDF_API.previewPdf, { templateId: theirs.body.id });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject(error('NOT_FOUND'));

    const free = await ResumeClient.signIn(t);
    const locked = await free.post(PDF_API.previewPdf, { templateId: 'preset-modern' });
    expect(locked.status).toBe(403);
    expect(locked.body.code).toBe('PREMIUM_REQUIRED');
    const standard = await preview(free, { templateId: 'preset-traditional' });
    expect(standard.status).toBe(200);
  }, 60_000);

  it('limits previews per person apart from exports (429 RATE_LIMITED with Retry-After)', async () => {
    const { owner } = await person();
    const resumeId = (await owner.get('/api/complete-resume')).body.resume.id as string;
    for (let i = 0; i < PREVIEWS_PER_WINDOW; i += 1)
      expect((await owner.post(PDF_API.previewPdf, { templateId: null, paperSize: 'A3' })).status).toBe(400);
    const over = await owner.post(PDF_API.previewPdf, { templateId: null });
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject(error('RATE_LIMITED'));
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another person is not held back, and this person's exports are counted apart.
    const { owner: someoneElse } = await person();
    expect((await someoneElse.post(PDF_API.previewPdf, { templateId: null, paperSize: 'A3' })).status).toBe(400);
    const exported = await owner.post(GENERATE_PDF, { resumeId, filterId: null, templateId: null });
    expect(exported.status).toBe(200);
  }, 60_000);
});
