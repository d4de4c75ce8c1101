import { ERROR_CODES, GENERATE_PDF, SHARING_API, TAILORING_API, type ShareLinkDetails } from '@resume/contracts';
import { pdfInfo, readPdf } from './support/pdf-tools';
import { ResumeClient } from './support/resume-client';
import { targets } from './support/targets';
import { TestApp } from './support/test-app';

/**
 * Paper size and running elements through the API (issue 26, docs/decisions/0043-page-size-and-running-elements.md):
 * the export's choice, else the template's, else Letter for a person in the US or Canada (location or
 * Accept-Language), else A4; a template's switch for page numbers and the name header; bad values refused with
 * PAPER_SIZE_INVALID. Read from the PDF (pdfinfo's page size, pdf.js text).
 */
const LETTER = '612 x 792 pts (letter)';
const A4 = /^594\.96 x 841\.92 pts \(A4\)$/;

const binary = (req: import('supertest').Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

describe.each(targets())('paper size and running elements on $name', (target) => {
  const t = new TestApp(target, { PDF_CONCURRENCY: '2' });
  let owner: ResumeClient;
  let resumeId: string;

  const exportPdf = async (body: object, languages?: string) => {
    const request = owner.post(GENERATE_PDF, { resumeId, filterId: null, templateId: null, ...body });
    if (languages) request.set('Accept-Language', languages);
    const res = await binary(request);
    expect(res.status).toBe(200);
    return res.body as Buffer;
  };
  const pageSize = (pdf: Buffer) => pdfInfo(pdf)['Page size'];
  const saveTemplate = async (fields: object) => {
    const res = await owner.post(TAILORING_API.templates, { primaryColor: '#123456', ...fields });
    expect(res.status).toBe(201);
    return res.body as { id: string; paperSize: string | null; runningElements: boolean };
  };

  beforeAll(async () => {
    await t.start();
    owner = await ResumeClient.signInPaid(t);
    await owner.patch('/api/user', { name: 'Grace Hopper', title: 'Rear Admiral', location: 'Berlin, Germany' });
    const words = 'wrote the first compiler for a programming language and measured everything twice';
    for (let i = 0; i < 10; i += 1) {
      await owner.create('experiences', {
        title: `Role ${i}`,
        company: `Company ${i}`,
        startDate: '2015-01',
        description: [1, 2, 3, 4].map((b) => `- Bullet ${i}.${b} ${words}`).join('\n'),
        tags: ['Compilers'],
      });
    }
    resumeId = (await owner.get('/api/complete-resume')).body.resume.id as string;
  }, 120_000);
  afterAll(() => t.stop(), 60_000);

  it('saves a template with its paper size and running-elements switch, defaults none and on', async () => {
    const plain = await saveTemplate({});
    expect(plain).toMatchObject({ paperSize: null, runningElements: true });
    const letter = await saveTemplate({ paperSize: 'Letter', runningElements: false });
    expect(letter).toMatchObject({ paperSize: 'Letter', runningElements: false });
    const listed = (await owner.get(TAILORING_API.templates)).body as { id: string }[];
    expect(listed.find((tpl) => tpl.id === letter.id)).toMatchObject({ paperSize: 'Letter', runningElements: false });
    const presets = (await owner.get(TAILORING_API.presets)).body as object[];
    for (const preset of presets) expect(preset).toMatchObject({ paperSize: null, runningElements: true });

    const bad = await owner.post(TAILORING_API.templates, { paperSize: 'A3' });
    expect([bad.status, bad.body.code, bad.body.message]).toEqual([
      400,
      'PAPER_SIZE_INVALID',
      ERROR_CODES.PAPER_SIZE_INVALID.message,
    ]);
    const badSwitch = await owner.post(TAILORING_API.templates, { runningElements: 'yes' });
    expect([badSwitch.status, badSwitch.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('refuses a paper size other than A4 or Letter with PAPER_SIZE_INVALID', async () => {
    for (const paperSize of ['A3', 'letter', '', 5]) {
      const res = await owner.post(GENERATE_PDF, { resumeId, filterId: null, templateId: null, paperSize });
      expect([res.status, res.body.code, res.body.message]).toEqual([
        400,
        'PAPER_SIZE_INVALID',
        ERROR_CODES.PAPER_SIZE_INVALID.message,
      ]);
    }
  });

  it('prints on the export’s paper, else the template’s, else by language, else A4', async () => {
    // A location that names no place: the browser's language decides.
    expect((await owner.patch('/api/user', { location: 'Remote' })).status).toBe(200);
    expect(pageSize(await exportPdf({}))).toMatch(A4);
    expect(pageSize(await exportPdf({ paperSize: 'Letter' }))).toBe(LETTER);
    // Accept-Language: the first language with a region decides.
    expect(pageSize(await exportPdf({}, 'en-US,en;q=0.9'))).toBe(LETTER);
    expect(pageSize(await exportPdf({}, 'en,fr-CA;q=0.8'))).toBe(LETTER);
    expect(pageSize(await exportPdf({}, 'en-GB,en-US;q=0.8'))).toMatch(A4);
    const letter = await saveTemplate({ paperSize: 'Letter' });
    expect(pageSize(await exportPdf({ templateId: letter.id }, 'de-DE'))).toBe(LETTER);
    expect(pageSize(await exportPdf({ templateId: letter.id, paperSize: 'A4' }))).toMatch(A4);
    const a4 = await saveTemplate({ paperSize: 'A4' });
    expect(pageSize(await exportPdf({ templateId: a4.id }, 'en-US'))).toMatch(A4);
    expect((await owner.patch('/api/user', { location: 'Berlin, Germany' })).status).toBe(200);
  }, 120_000);

  it('lets the person’s location outrank their browser’s language', async () => {
    // The known bug: a person in Berlin with an American browser printed on Letter.
    for (const location of ['Berlin', 'Berlin, Germany', 'Berlin, DE', 'München']) {
      expect((await owner.patch('/api/user', { location })).status).toBe(200);
      expect([location, pageSize(await exportPdf({}, 'en-US,en;q=0.9'))]).toEqual([
        location,
        expect.stringMatching(A4),
      ]);
    }
    expect((await owner.patch('/api/user', { location: 'Austin, TX' })).status).toBe(200);
    expect(pageSize(await exportPdf({}, 'en-GB,de;q=0.9'))).toBe(LETTER);
    expect((await owner.patch('/api/user', { location: 'Berlin, Germany' })).status).toBe(200);
  }, 120_000);

  it('prints on Letter for a person located in the US or Canada', async () => {
    for (const location of ['Austin, TX', 'Toronto, Ontario', 'Vancouver, Canada', 'New York, NY 10001, USA']) {
      expect((await owner.patch('/api/user', { location })).status).toBe(200);
      expect([location, pageSize(await exportPdf({}))]).toEqual([location, LETTER]);
    }
    expect((await owner.patch('/api/user', { location: 'Berlin, Germany' })).status).toBe(200);
    expect(pageSize(await exportPdf({}))).toMatch(A4);
  }, 120_000);

  it('numbers the pages and repeats the name after the first page, unless the template turns it off', async () => {
    const on = readPdf(await exportPdf({ paperSize: 'Letter' }));
    expect(on.pages.length).toBeGreaterThanOrEqual(2);
    const text = (page: (typeof on.pages)[number]) => page.items.map((i) => i.str);
    expect(text(on.pages[0]).filter((s) => s.includes('Grace Hopper'))).toHaveLength(1);
    expect(text(on.pages[0]).join(' ')).not.toMatch(/\d+ \/ \d+/);
    expect(text(on.pages[1])).toEqual(expect.arrayContaining(['Grace Hopper', `2 / ${on.pages.length}`]));
    expect(on.info).toMatchObject({ Title: 'Grace Hopper - Resume', Author: 'Grace Hopper', Subject: 'Rear Admiral' });
    expect(on.outline[0].title).toBe('Grace Hopper');

    const off = await saveTemplate({ runningElements: false });
    const plain = readPdf(await exportPdf({ templateId: off.id, paperSize: 'Letter' }));
    const all = plain.pages.flatMap(text);
    expect(all.filter((s) => s.includes('Grace Hopper'))).toHaveLength(1);
    expect(all.join(' ')).not.toMatch(/\d+ \/ \d+/);
  }, 120_000);

  it('writes the filter’s tags as keywords', async () => {
    const filter = await owner.post(TAILORING_API.filters, { name: 'Compiler jobs', tags: ['Compilers'] });
    expect(filter.status).toBe(201);
    const read = readPdf(await exportPdf({ filterId: filter.body.id }));
    expect(read.info).toMatchObject({ Keywords: 'Compilers' });
  }, 60_000);

  it('gives a public download the template’s paper, else the visitor’s', async () => {
    const letter = await saveTemplate({ paperSize: 'Letter' });
    const withTemplate = (await owner.post(SHARING_API.shareLinks, { allowPdfDownload: true, templateId: letter.id }))
      .body as ShareLinkDetails;
    const plain = (await owner.post(SHARING_API.shareLinks, { allowPdfDownload: true })).body as ShareLinkDetails;
    const download = async (link: ShareLinkDetails, languages: string) => {
      const res = await binary(t.http().get(`/s/${link.shareableId}/pdf`).set('Accept-Language', languages));
      expect(res.status).toBe(200);
      return res.body as Buffer;
    };
    expect(pageSize(await download(withTemplate, 'de-DE'))).toBe(LETTER);
    // The owner is in Berlin: A4, whatever the visitor's browser says.
    expect(pageSize(await download(plain, 'en-CA'))).toMatch(A4);
    // With a location that names no place, the visitor's language decides.
    expect((await owner.patch('/api/user', { location: 'Remote' })).status).toBe(200);
    expect(pageSize(await download(plain, 'en-CA'))).toBe(LETTER);
    expect(pageSize(await download(plain, 'de-DE'))).toMatch(A4);
  }, 120_000);
});
