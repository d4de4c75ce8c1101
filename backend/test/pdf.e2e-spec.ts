import { ERROR_CODES, GENERATE_PDF, SECTION_IDS, TAILORING_API } from '@resume/contracts';
import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PREMIUM_REQUIRED } from './support/paid-plans';
import { pdfFonts, pdfInfo, pdfText, pixelsOfColour, positions, squeeze } from './support/pdf-tools';
import { ResumeClient } from './support/resume-client';
import { targets } from './support/targets';
import { TestApp } from './support/test-app';

const ADMIN = { user: 'ops', password: 'secret-pass' };
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/** Words that appear once, one per section, to find them in the PDF's text. */
const MARK = {
  name: 'Adaline Quillfeather',
  summary: 'Summaryword builds reliable systems',
  experience: 'Experienceword Corp',
  untagged: 'Untaggedword Ltd',
  education: 'Educationword University',
  skills: 'Skillword',
  projects: 'Projectword',
  certifications: 'Certificationword',
};

async function fixtureUser(t: TestApp, paid: boolean): Promise<{ user: ResumeClient; resumeId: string }> {
  const user = await ResumeClient.signIn(t);
  if (paid) await user.setPlan('premium', 'active');
  const profile = await user.patch('/api/user', {
    name: `${MARK.name} <script>document.write('PWNED')</script>`,
    title: 'Engineer <img src=x onerror=alert(1)>',
  });
  expect(profile.status).toBe(200);
  await user.patch('/api/resume', { summary: MARK.summary });
  await user.create('experiences', {
    title: 'Lead engineer',
    company: MARK.experience,
    startDate: '2020-01',
    description: '- Shipped the first bullet\n- Shipped <script>document.write("PWNED")</script> the second',
    tags: ['Backend'],
  });
  await user.create('experiences', {
    title: 'Intern',
    company: MARK.untagged,
    startDate: '2018-01',
    endDate: '2018-06',
  });
  await user.create('education', { degree: 'MSc', institution: MARK.education, startDate: '2015' });
  await user.create('skills', { category: 'Technical', name: MARK.skills, level: 4 });
  await user.create('projects', { name: MARK.projects, description: 'A project', tags: ['Backend'] });
  await user.create('certifications', { name: MARK.certifications, issuer: 'Issuer' });
  const complete = await user.get('/api/complete-resume');
  return { user, resumeId: complete.body.resume.id as string };
}

const layout = (columns: 1 | 2) => ({
  flexibleLayout: true,
  sections: SECTION_IDS.map((id, order) => {
    if (columns === 1 || id === 'personal-info' || id === 'summary')
      return { id, visible: true, order, width: 'full', x: 0, y: order };
    const k = order - 2;
    return { id, visible: true, order, width: 'half', x: k % 2, y: 2 + Math.floor(k / 2) };
  }),
});

async function pdf(user: ResumeClient, body: object) {
  const res = await user
    .post(GENERATE_PDF, body)
    .buffer(true)
    .parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
  return res;
}

describe.each(targets())('PDF export on $name', (target) => {
  const t = new TestApp(target, { ADMIN_USER: ADMIN.user, ADMIN_PASSWORD: ADMIN.password, PDF_CONCURRENCY: '2' });
  let listener: Server;
  let listenerHits: string[] = [];
  let listenerUrl = '';
  let free: { user: ResumeClient; resumeId: string };
  let paid: { user: ResumeClient; resumeId: string };

  beforeAll(async () => {
    await t.start();
    listener = createServer((req, res) => {
      listenerHits.push(req.url ?? '');
      res.end('no');
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    listenerUrl = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
    free = await fixtureUser(t, false);
    paid = await fixtureUser(t, true);
  }, 120_000);
  afterAll(async () => {
    listener?.close();
    await t.stop();
  }, 60_000);

  it('answers the owner a PDF download with every section in reading order, embedded fonts, title and author', async () => {
    const res = await pdf(free.user, { resumeId: free.resumeId, filterId: null, templateId: null });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="resume-${free.resumeId}.pdf"`);
    const bytes = res.body as Buffer;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const text = pdfText(bytes);
    // The default layout: name and summary full width, then experience | education, skills | projects, certifications.
    const order = positions(text, [
      MARK.name,
      MARK.summary,
      MARK.experience,
      MARK.education,
      MARK.skills,
      MARK.projects,
      MARK.certifications,
    ]);
    expect(order.every((p) => p >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(text).toContain(MARK.untagged);
    expect(text).toContain('Shipped the first bullet');
    // The physical-layout mode finds every section's text as well.
    const physical = pdfText(bytes, 'physical');
    for (const mark of Object.values(MARK)) expect(physical).toContain(mark);

    const fonts = pdfFonts(bytes);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font).toMatchObject({ emb: 'yes', uni: 'yes' });

    const info = pdfInfo(bytes);
    expect(info.Title).toContain(MARK.name);
    expect(info.Author).toContain(MARK.name);
    expect(info.Tagged).toBe('yes');
    expect(info['Page size']).toContain('(A4)');
  });

  it('never runs or shows as markup a <script> in a field', async () => {
    const res = await pdf(free.user, {
      resumeId: free.resumeId,
      filterId: null,
      templateId: 'preset-traditional',
      paperSize: 'Letter',
    });
    expect(res.status).toBe(200);
    const text = squeeze(pdfText(res.body));
    // Shown as the text typed, twice; had a script run, PWNED would appear on its own (or the page be replaced).
    expect(text).toContain(squeeze("<script>document.write('PWNED')</script>"));
    expect(text).toContain(squeeze('Shipped <script>document.write("PWNED")</script> the second'));
    expect(text.split('PWNED').length - 1).toBe(2);
    expect(text).toContain(squeeze('<img src=x onerror=alert(1)>'));
    expect(text).toContain(MARK.projects);
    expect(pdfInfo(res.body)['Page size']).toContain('612 x 792');
  });

  it('keeps the reading order in a single-column and a two-column template', async () => {
    for (const columns of [1, 2] as const) {
      const saved = await paid.user.post(TAILORING_API.templates, { primaryColor: '#123456', layout: layout(columns) });
      expect(saved.status).toBe(201);
      const res = await pdf(paid.user, { resumeId: paid.resumeId, filterId: null, templateId: saved.body.id });
      expect(res.status).toBe(200);
      const text = pdfText(res.body);
      const order = positions(text, [
        MARK.name,
        MARK.summary,
        MARK.experience,
        MARK.education,
        MARK.skills,
        MARK.projects,
        MARK.certifications,
      ]);
      expect(order.every((p) => p >= 0)).toBe(true);
      expect(order).toEqual([...order].sort((a, b) => a - b));
    }
  });

  it("shows the template's colour and leaves out what the filter leaves out; a refused logo is left out", async () => {
    listenerHits = [];
    const template = await paid.user.post(TAILORING_API.templates, {
      primaryColor: '#D1157A',
      logoImage: `${listenerUrl}/logo.png`,
      headerImage: 'http://169.254.169.254/latest/meta-data/',
      companyName: 'Brandword',
    });
    expect(template.status).toBe(201);
    const filter = await paid.user.post(TAILORING_API.filters, { name: 'Backend only', tags: ['Backend'] });
    expect(filter.status).toBe(201);
    const res = await pdf(paid.user, {
      resumeId: paid.resumeId,
      filterId: filter.body.id,
      templateId: template.body.id,
    });
    expect(res.status).toBe(200);
    const text = pdfText(res.body);
    expect(text).toContain(MARK.experience);
    expect(text).toContain('Brandword');
    expect(text).not.toContain(MARK.untagged);
    expect(pixelsOfColour(res.body, '#D1157A')).toBeGreaterThan(20);
    const plain = await pdf(paid.user, { resumeId: paid.resumeId, filterId: null, templateId: null });
    expect(pixelsOfColour(plain.body, '#D1157A')).toBe(0);
    expect(listenerHits).toEqual([]);
  });

  it('keeps the free plan to the standard preset without a filter (403 PREMIUM_REQUIRED otherwise)', async () => {
    const presetModern = await free.user.post(GENERATE_PDF, {
      resumeId: free.resumeId,
      filterId: null,
      templateId: 'preset-modern',
    });
    expect([presetModern.status, presetModern.body]).toEqual([403, PREMIUM_REQUIRED]);
    const withFilter = await free.user.post(GENERATE_PDF, {
      resumeId: free.resumeId,
      filterId: 'AAAAAAAAAAAAAAAAAAAAAA',
      templateId: null,
    });
    expect([withFilter.status, withFilter.body]).toEqual([403, PREMIUM_REQUIRED]);
    const modern = await pdf(paid.user, { resumeId: paid.resumeId, filterId: null, templateId: 'preset-modern' });
    expect(modern.status).toBe(200);
  });

  it("answers 404 for another user's resume, filter or template, 401 without a session, 400 for a bad body", async () => {
    const other = await ResumeClient.signInPaid(t);
    const tpl = await paid.user.post(TAILORING_API.templates, { primaryColor: '#654321' });
    const flt = await paid.user.post(TAILORING_API.filters, { name: 'F', tags: ['Backend'] });
    const otherResume = (await other.get('/api/complete-resume')).body.resume.id;
    const cases = [
      { resumeId: paid.resumeId, filterId: null, templateId: null },
      { resumeId: otherResume, filterId: flt.body.id, templateId: null },
      { resumeId: otherResume, filterId: null, templateId: tpl.body.id },
    ];
    for (const body of cases) {
      const res = await other.post(GENERATE_PDF, body);
      expect([res.status, res.body.code]).toEqual([404, expect.stringMatching(/NOT_FOUND$/)]);
    }
    const anonymous = await t.http().post(GENERATE_PDF).send(cases[0]);
    expect(anonymous.status).toBe(401);
    const bad = await paid.user.post(GENERATE_PDF, {
      resumeId: paid.resumeId,
      filterId: null,
      templateId: null,
      paperSize: 'A3',
    });
    expect([bad.status, bad.body.code]).toEqual([400, 'PAPER_SIZE_INVALID']);
  });

  it('shows the queues and their metrics to the admin only', async () => {
    expect((await t.http().get('/admin/metrics')).status).toBe(401);
    expect((await t.http().get('/admin/metrics').set('Authorization', basic(ADMIN.user, 'wrong'))).status).toBe(401);
    const metrics = await t.http().get('/admin/metrics').set('Authorization', basic(ADMIN.user, ADMIN.password));
    expect(metrics.status).toBe(200);
    expect(metrics.body.queues.pdf).toMatchObject({
      waiting: expect.any(Number),
      active: expect.any(Number),
      failed: expect.any(Number),
    });
    expect(metrics.body.queues.pdf.completed).toBeGreaterThan(0);
    expect(metrics.body.queues.pdf.durationsMs.count).toBeGreaterThan(0);
    expect((await t.http().get('/admin/queues')).status).toBe(401);
    const board = await t.http().get('/admin/queues').set('Authorization', basic(ADMIN.user, ADMIN.password));
    expect(board.status).toBe(200);
    if (target.redis) {
      const api = await t
        .http()
        .get('/admin/queues/api/queues')
        .set('Authorization', basic(ADMIN.user, ADMIN.password));
      expect(api.status).toBe(200);
      expect(JSON.stringify(api.body)).toContain('"pdf"');
    }
  });

  it('exposes the error codes it answers', () => {
    expect(ERROR_CODES.PDF_FAILED.status).toBe(502);
    expect(ERROR_CODES.PDF_TIMEOUT.status).toBe(504);
  });
});
