import {
  ERROR_CODES,
  GENERATE_PDF,
  RESUME_API,
  RESUME_WORDS,
  SECTION_HEADINGS,
  SECTION_HEADING_MAX_LENGTH,
  SHARING_API,
  TAILORING_API,
  type CompleteResume,
  type JsonResume,
  type ShareLinkDetails,
} from '@resume/contracts';
import { pdfText, readPdf, squeeze } from './support/pdf-tools';
import { ResumeClient } from './support/resume-client';
import { targets } from './support/targets';
import { freshEmail, sessionCookie, TestApp } from './support/test-app';

/**
 * A language per resume (issue 27 point 2, docs/decisions/0047-resume-language.md), through the API as a client and
 * a visitor see it: the default from the browser at sign-up, the language and renamed headings set with PATCH
 * /api/resume (unknown ones refused with the catalogue's codes), a filter's own language, the public and shared
 * pages' lang and words, the PDF's text layer and /Lang (pdf.js reads the catalogue's /Lang as info.Language), and
 * JSON Resume's meta.
 */
const binary = (req: import('supertest').Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

/** The text of each section heading on a server-rendered page, in order. */
const headings = (html: string) =>
  [...html.matchAll(/<h2 class="rv-section-title"[^>]*>([^<]*)<\/h2>/g)].map((m) => m[1]);

const htmlLang = (html: string) => /^<!doctype html><html lang="([^"]+)"[ >]/i.exec(html)?.[1];

describe.each(targets())('the resume language on $name', (target) => {
  const t = new TestApp(target, { PDF_CONCURRENCY: '2' });
  beforeAll(() => t.start(), 60_000);
  afterAll(() => t.stop(), 60_000);

  /** Signs a new account up through the magic link, its browser sending `acceptLanguage`. */
  async function signUp(acceptLanguage?: string) {
    const token = await t.requestLink(freshEmail());
    const res = await t.verify(token, { acceptLanguage });
    expect(res.status).toBe(200);
    const cookie = sessionCookie(res.headers['set-cookie']);
    const complete = await t.http().get('/api/complete-resume').set('Cookie', cookie);
    return (complete.body as CompleteResume).resume;
  }

  /** A paid owner with a German resume: one experience running since March 2019, education, skills. */
  async function germanOwner() {
    const c = await ResumeClient.signInPaid(t);
    await c.patch('/api/user', { name: 'Grete Weber', title: 'Ingenieurin', location: 'Berlin' });
    await c.patch(RESUME_API.resume, { summary: 'Baut Dinge.', language: 'de' });
    await c.create('experiences', {
      title: 'Entwicklerin',
      company: 'Bahn AG',
      startDate: '2019-03',
      current: true,
      tags: ['berlin'],
    });
    await c.create('education', { degree: 'M.Sc.', institution: 'TU Berlin', startDate: '2014', endDate: '2016' });
    await c.create('skills', { category: 'Technical Skills', name: 'TypeScript' });
    const username = (await c.get('/api/user')).body.username as string;
    return { c, username };
  }

  it("writes a new account's resume in its browser's first language on the list, else English", async () => {
    expect((await signUp('de-AT,de;q=0.9,en;q=0.5')).language).toBe('de');
    expect((await signUp('el-GR,el;q=0.9,ja;q=0.8')).language).toBe('ja');
    expect((await signUp('zh-TW')).language).toBe('zh-Hant');
    expect((await signUp('el-GR')).language).toBe('en');
    expect((await signUp()).language).toBe('en');
  });

  it('sets the language and renamed headings with PATCH /api/resume, and refuses unknown ones with catalogue codes', async () => {
    const c = await ResumeClient.signIn(t);
    const set = await c.patch(RESUME_API.resume, {
      language: 'de',
      sectionHeadings: { skills: '  Technologien ', projects: '' },
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ language: 'de', sectionHeadings: { skills: 'Technologien' } });
    const read = (await c.get('/api/complete-resume')).body as CompleteResume;
    expect(read.resume).toMatchObject({ language: 'de', sectionHeadings: { skills: 'Technologien' } });

    const before = await c.rows('resumes');
    for (const language of ['klingon', 'DE', 'de-DE', '', 7, null]) {
      const res = await c.patch(RESUME_API.resume, { language });
      expect([language, res.status, res.body.code, res.body.message]).toEqual([
        language,
        400,
        'LANGUAGE_UNSUPPORTED',
        ERROR_CODES.LANGUAGE_UNSUPPORTED.message,
      ]);
    }
    for (const sectionHeadings of [
      { skills: 'x'.repeat(SECTION_HEADING_MAX_LENGTH + 1) },
      { hobbies: 'Hobbys' },
      { 'personal-info': 'Ich' },
      { skills: 3 },
      ['skills'],
      'Technologien',
    ]) {
      const res = await c.patch(RESUME_API.resume, { sectionHeadings });
      expect([res.status, res.body.code, res.body.message]).toEqual([
        400,
        'SECTION_HEADING_INVALID',
        ERROR_CODES.SECTION_HEADING_INVALID.message,
      ]);
    }
    // Nothing changed by a refused request.
    expect(await c.rows('resumes')).toEqual(before);
    // Sending the set without a section gives it the catalogue's heading back.
    const cleared = await c.patch(RESUME_API.resume, { sectionHeadings: {} });
    expect(cleared.body.sectionHeadings).toEqual({});
    await c.patch(RESUME_API.resume, { sectionHeadings: { skills: 'Technologien' } });
    const nulled = await c.patch(RESUME_API.resume, { sectionHeadings: null });
    expect([nulled.status, nulled.body.sectionHeadings]).toEqual([200, {}]);
  });

  it('renders the public page in German: <html lang="de">, German headings, months and words, a rename first', async () => {
    const { c, username } = await germanOwner();
    const page = await t.http().get(`/r/${username}`).set('Accept', 'text/html');
    expect(page.status).toBe(200);
    expect(htmlLang(page.text)).toBe('de');
    expect(headings(page.text)).toEqual([SECTION_HEADINGS.de.summary, 'Berufserfahrung', 'Ausbildung', 'Kenntnisse']);
    expect(page.text).toContain('März 2019 – heute');
    expect(page.text).not.toContain('Work Experience');

    await c.patch(RESUME_API.resume, { sectionHeadings: { skills: 'Technologien' } });
    const renamed = await t.http().get(`/r/${username}`).set('Accept', 'text/html');
    expect(headings(renamed.text)).toEqual([
      SECTION_HEADINGS.de.summary,
      'Berufserfahrung',
      'Ausbildung',
      'Technologien',
    ]);

    await c.patch(RESUME_API.resume, { language: 'en' });
    const english = await t.http().get(`/r/${username}`).set('Accept', 'text/html');
    expect(htmlLang(english.text)).toBe('en');
    expect(headings(english.text)).toContain('Work Experience');
    expect(headings(english.text)).toContain('Technologien');
    expect(english.text).toContain('Mar 2019 – Present');
  });

  it("shows a filter's own language on its shared page, the resume's when it has none; refuses an unknown one", async () => {
    const { c } = await germanOwner();
    const bad = await c.post(TAILORING_API.filters, { name: 'Paris', tags: ['berlin'], language: 'fr-FR' });
    expect([bad.status, bad.body.code]).toEqual([400, 'LANGUAGE_UNSUPPORTED']);

    const french = await c.post(TAILORING_API.filters, { name: 'Paris', tags: ['berlin'], language: 'fr' });
    expect([french.status, french.body.language]).toEqual([201, 'fr']);
    const own = await c.post(TAILORING_API.filters, { name: 'Hamburg', tags: ['berlin'] });
    expect([own.status, own.body.language]).toEqual([201, null]);

    const link = async (filterId: string) => {
      const res = await c.post(SHARING_API.shareLinks, { filterId, allowPdfDownload: true });
      expect(res.status).toBe(201);
      return (res.body as ShareLinkDetails).shareableId;
    };
    const frenchPage = await t.http().get(`/s/${await link(french.body.id)}`);
    expect(htmlLang(frenchPage.text)).toBe('fr');
    expect(headings(frenchPage.text)).toContain('Expérience professionnelle');
    expect(frenchPage.text).toContain('mars 2019 – aujourd&#x27;hui');
    expect(frenchPage.text).toContain(RESUME_WORDS.fr.filteredBanner);
    expect(frenchPage.text).toContain(RESUME_WORDS.fr.downloadPdf);

    const germanPage = await t.http().get(`/s/${await link(own.body.id)}`);
    expect(htmlLang(germanPage.text)).toBe('de');
    expect(headings(germanPage.text)).toContain('Berufserfahrung');
    expect(germanPage.text).toContain(RESUME_WORDS.de.filteredBanner);

    // Turning the filter's language off shows the resume's again.
    const cleared = await c.patch(TAILORING_API.filter(french.body.id), { language: null });
    expect([cleared.status, cleared.body.language]).toEqual([200, null]);
  });

  it("prints the PDF in the resume's language, or its filter's: German headings in the text layer and /Lang de", async () => {
    const { c } = await germanOwner();
    const resumeId = ((await c.get('/api/complete-resume')).body as CompleteResume).resume.id;
    const print = async (filterId: string | null) => {
      const res = await binary(c.post(GENERATE_PDF, { resumeId, filterId, templateId: null }));
      expect(res.status).toBe(200);
      return res.body as Buffer;
    };

    const pdf = await print(null);
    const text = squeeze(pdfText(pdf));
    // The headings are upper case on the page (CSS text-transform), and so in the text layer.
    for (const heading of ['BERUFSERFAHRUNG', 'AUSBILDUNG', 'KENNTNISSE']) expect(text).toContain(heading);
    expect(text).toContain(squeeze('März 2019 – heute'));
    expect(text).not.toContain('WORKEXPERIENCE');
    const reading = readPdf(pdf);
    expect(reading.info).toMatchObject({ Language: 'de', Title: 'Grete Weber - Lebenslauf' });

    const filter = await c.post(TAILORING_API.filters, { name: 'Paris', tags: ['berlin'], language: 'fr' });
    const french = await print(filter.body.id as string);
    expect(squeeze(pdfText(french))).toContain('EXPÉRIENCEPROFESSIONNELLE');
    expect(readPdf(french).info).toMatchObject({ Language: 'fr', Title: 'Grete Weber - CV' });
  }, 180_000);

  it('carries the language and renamed headings through a JSON Resume export and import (meta)', async () => {
    const { c } = await germanOwner();
    await c.patch(RESUME_API.resume, { sectionHeadings: { skills: 'Technologien' } });
    const exported = (await c.get(RESUME_API.exportJsonResume)).body as JsonResume;
    expect(exported.meta).toEqual({ language: 'de', sectionHeadings: { skills: 'Technologien' } });

    const other = await ResumeClient.signIn(t);
    const imported = await other.post(RESUME_API.importJsonResume, exported);
    expect([imported.status, imported.body.adjustments]).toEqual([200, []]);
    const read = ((await other.get('/api/complete-resume')).body as CompleteResume).resume;
    expect(read).toMatchObject({ language: 'de', sectionHeadings: { skills: 'Technologien' } });

    // Another tool's tag is matched as a browser's; one off the list is left out, listed, and changes nothing.
    const tagged = await other.post(RESUME_API.importJsonResume, { ...exported, meta: { language: 'ja-JP' } });
    expect(tagged.status).toBe(200);
    expect(((await other.get('/api/complete-resume')).body as CompleteResume).resume.language).toBe('ja');
    const unknown = await other.post(RESUME_API.importJsonResume, { ...exported, meta: { language: 'el' } });
    expect([unknown.status, unknown.body.adjustments.map((a: { field: string }) => a.field)]).toEqual([
      200,
      ['meta.language'],
    ]);
    expect(((await other.get('/api/complete-resume')).body as CompleteResume).resume.language).toBe('ja');
  });
});
