import { ERROR_CODES, LIMITS, RESUME_API, RESUME_LIMITS } from '@resume/contracts';
import type { JsonResume } from '@resume/contracts';
import { ResumeClient } from './support/resume-client';
import { targets } from './support/targets';
import { TestApp } from './support/test-app';

const SCHEMA = 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

/** A document as another tool writes it: full dates, extra fields we do not keep. */
const FOREIGN: JsonResume & Record<string, unknown> = {
  basics: {
    name: 'Jane Doe',
    label: 'Staff Engineer',
    email: 'ignored@example.com',
    phone: '+49 30 1234567',
    url: 'https://jane.dev',
    summary: 'Builds reliable systems.',
    location: { address: 'Berlin, Germany' },
    profiles: [
      { network: 'Twitter', url: 'https://twitter.com/jane' },
      { network: 'LinkedIn', url: 'https://www.linkedin.com/in/jane' },
      { network: 'github', url: 'https://github.com/jane' },
    ],
  },
  work: [
    {
      name: 'Acme',
      position: 'Staff Engineer',
      startDate: '2021-03-01',
      summary: 'Leads the platform team.',
      keywords: ['Go', 'Kubernetes'],
    },
    { name: 'Initech', position: 'Engineer', location: 'Remote', startDate: '2017-01', endDate: '2021-02-28' },
  ],
  education: [
    { institution: 'TU Berlin', studyType: 'MSc', startDate: '2015-10-01', endDate: '2017-09-30', score: '1.3' },
  ],
  skills: [
    { name: 'Languages', keywords: ['Go', 'TypeScript'], levels: [5, 4] },
    { name: 'Cloud', keywords: ['Kubernetes'] },
  ],
  projects: [
    {
      name: 'Tracer',
      url: 'https://github.com/jane/tracer',
      description: 'A tracer.',
      startDate: '2020-05-01',
      keywords: ['tracing'],
    },
  ],
  certificates: [
    { name: 'CKA', issuer: 'CNCF', date: '2022-06-15', expirationDate: '2025-06-15', url: 'https://cncf.io/cka' },
  ],
  meta: { theme: 'elegant' },
};

describe.each(targets())('JSON Resume on $name', (target) => {
  const t = new TestApp(target);
  beforeAll(() => t.start(), 60_000);
  afterAll(() => t.stop());

  const exportOf = async (client: ResumeClient) => {
    const res = await client.get(RESUME_API.exportJsonResume);
    expect(res.status).toBe(200);
    return res;
  };

  it('exports the resume as a JSON Resume attachment', async () => {
    const a = await ResumeClient.signIn(t);
    await a.patch('/api/user', { name: 'Jane Doe', title: 'Engineer', github: 'https://github.com/jane' });
    await a.patch(RESUME_API.resume, { summary: 'Hello' });
    await a.create('experiences', { title: 'Dev', company: 'Acme', startDate: '2020-01', current: true, tags: ['Go'] });
    await a.create('experiences', { title: 'Intern', company: 'Initech', startDate: '2018-01', endDate: '2019-12' });
    await a.create('skills', { category: 'Tools', name: 'Git' });
    await a.create('skills', { category: 'Languages', name: 'Go', level: 5 });
    await a.create('skills', { category: 'Tools', name: 'Docker', level: 2 });
    await a.create('certifications', { name: 'CKA', issuer: 'CNCF', issueDate: '2022-06' });
    const res = await exportOf(a);
    expect(res.headers['content-disposition']).toBe('attachment; filename="resume.json"');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const email = (await a.get('/api/user')).body.email;
    expect(res.body).toEqual({
      $schema: SCHEMA,
      meta: { language: 'en' },
      basics: {
        name: 'Jane Doe',
        label: 'Engineer',
        email,
        summary: 'Hello',
        profiles: [{ network: 'GitHub', url: 'https://github.com/jane' }],
      },
      work: [
        { name: 'Acme', position: 'Dev', startDate: '2020-01', keywords: ['Go'] },
        { name: 'Initech', position: 'Intern', startDate: '2018-01', endDate: '2019-12' },
      ],
      education: [],
      skills: [
        { name: 'Languages', keywords: ['Go'], levels: [5] },
        { name: 'Tools', keywords: ['Git', 'Docker'], levels: [3, 2] },
      ],
      projects: [],
      certificates: [{ name: 'CKA', issuer: 'CNCF', date: '2022-06' }],
    });
  });

  it("imports another tool's document: replaces everything, keeps e-mail and username", async () => {
    const a = await ResumeClient.signIn(t);
    // The account as GET /api/user shows it, less what only the account's owner sees (a pending address change).
    const { pendingEmail, ...userBefore } = (await a.get('/api/user')).body;
    expect(pendingEmail).toBeNull();
    await a.create('experiences', { title: 'Old', company: 'Gone Inc', startDate: '2010-01' });
    await a.create('projects', { name: 'Old project' });
    const res = await a.post(RESUME_API.importJsonResume, FOREIGN);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      counts: { experiences: 2, education: 1, skills: 3, projects: 1, certifications: 1 },
      adjustments: [],
    });
    const complete = (await a.get('/api/complete-resume')).body;
    expect(complete.user).toEqual({
      ...userBefore,
      name: 'Jane Doe',
      title: 'Staff Engineer',
      phone: '+49 30 1234567',
      location: 'Berlin, Germany',
      website: 'https://jane.dev',
      linkedin: 'https://www.linkedin.com/in/jane',
      github: 'https://github.com/jane',
    });
    expect(complete.resume.summary).toBe('Builds reliable systems.');
    expect(complete.experiences).toEqual([
      expect.objectContaining({
        company: 'Acme',
        startDate: '2021-03',
        endDate: null,
        current: true,
        tags: ['Go', 'Kubernetes'],
        order: 0,
      }),
      expect.objectContaining({
        company: 'Initech',
        location: 'Remote',
        startDate: '2017-01',
        endDate: '2021-02',
        current: false,
        order: 1,
      }),
    ]);
    expect(complete.education).toEqual([
      expect.objectContaining({ startDate: '2015', endDate: '2017', gpa: '1.3', degree: 'MSc' }),
    ]);
    expect(
      complete.skills.map((s: { category: string; name: string; level: number; order: number }) => [
        s.category,
        s.name,
        s.level,
        s.order,
      ]),
    ).toEqual([
      ['Cloud', 'Kubernetes', 3, 0],
      ['Languages', 'Go', 5, 0],
      ['Languages', 'TypeScript', 4, 1],
    ]);
    expect(complete.projects).toEqual([expect.objectContaining({ name: 'Tracer', year: '2020', tags: ['tracing'] })]);
    expect(complete.certifications).toEqual([
      expect.objectContaining({
        name: 'CKA',
        issueDate: '2022-06',
        expirationDate: '2025-06',
        url: 'https://cncf.io/cka',
      }),
    ]);
    const rows = await a.rows('experiences');
    expect(rows.map((r) => r.company).sort()).toEqual(['Acme', 'Initech']);
  });

  it('round-trips: export, import, export gives the same bytes', async () => {
    const a = await ResumeClient.signIn(t);
    expect((await a.post(RESUME_API.importJsonResume, FOREIGN)).status).toBe(200);
    await a.create('education', {
      degree: 'PhD',
      institution: 'MIT',
      startDate: '2024',
      endDate: 'Expected 2028',
      description: 'Line 1\nLine 2',
    });
    await a.create('experiences', { title: 'Side', company: 'Self', startDate: '2019-01', current: false });
    await a.create('skills', { category: 'Cloud', name: 'Terraform', proficiency: 6 });
    const first = await exportOf(a);
    expect(first.body.skills).toContainEqual({
      name: 'Cloud',
      keywords: ['Kubernetes', 'Terraform'],
      levels: [3, 3],
      proficiencies: [null, 6],
    });
    const imported = await a.post(RESUME_API.importJsonResume, first.body);
    expect(imported.status).toBe(200);
    const second = await exportOf(a);
    expect(second.text).toBe(first.text);
    // And into another account: the same document, that account's e-mail.
    const b = await ResumeClient.signIn(t);
    expect((await b.post(RESUME_API.importJsonResume, first.body)).status).toBe(200);
    const other = (await exportOf(b)).body;
    expect({ ...other, basics: { ...other.basics, email: 'x' } }).toEqual({
      ...first.body,
      basics: { ...first.body.basics, email: 'x' },
    });
  });

  it('refuses a bad document with every problem listed, and changes nothing', async () => {
    const a = await ResumeClient.signIn(t);
    await a.post(RESUME_API.importJsonResume, FOREIGN);
    const before = await a.snapshot();
    const bad = {
      basics: { name: 'x'.repeat(LIMITS.nameMaxLength + 1), url: 'not a url', profiles: 'nope' },
      work: [
        { name: 'Acme', position: 'Dev', startDate: '2020-01' },
        { position: 'Dev', startDate: '2020-01' },
        { name: 'Acme', position: 'Dev', startDate: 'Spring 2020', keywords: ['a', 'A'] },
        { name: 'Acme', position: 'Dev', startDate: '2020-05', endDate: '2020-01' },
        'not an object',
      ],
      education: { institution: 'x' },
      skills: [{ keywords: ['Go'], levels: [9] }],
      projects: [{ name: 'P', keywords: Array.from({ length: RESUME_LIMITS.tagsPerItem + 1 }, (_, i) => `t${i}`) }],
      certificates: [{ issuer: 'I' }],
    };
    const res = await a.post(RESUME_API.importJsonResume, bad);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_JSON_RESUME');
    expect(res.body.message).toBe('This file is not a valid JSON Resume document.');
    const details: { field: string; problem: string }[] = res.body.details;
    expect(details).toEqual(
      expect.arrayContaining([
        { field: 'basics.profiles', problem: 'must be a list' },
        { field: 'work[4]', problem: 'must be an object' },
        { field: 'education', problem: 'must be a list' },
        { field: 'basics.url', problem: 'Website must be a web address, for example https://example.com' },
        { field: 'work[1].name', problem: 'is required' },
        { field: 'work[2].startDate', problem: 'Start date must be a month, for example March 2024' },
        { field: 'work[2].keywords', problem: 'This tag has already been added.' },
        { field: 'work[3].endDate', problem: 'must not be before 2020-05' },
        { field: 'skills[0].name', problem: 'is required' },
        { field: 'skills[0].levels[0]', problem: 'Level must be a whole number from 1 to 5.' },
        { field: 'certificates[0].name', problem: 'is required' },
      ]),
    );
    expect(details.some((d) => d.field.startsWith('work[0]'))).toBe(false);
    // Over-long optional values (the name, the 21st tag) are no problems: they would be fitted (see the next test).
    expect(details.some((d) => d.field === 'basics.name' || d.field.startsWith('projects'))).toBe(false);
    expect(await a.snapshot()).toEqual(before);
  });

  it('refuses a document with too many entries from their count, before reading any of them', async () => {
    const a = await ResumeClient.signIn(t);
    const before = await a.snapshot();
    const limit = RESUME_LIMITS.itemsPerSection.certifications;
    // One certificate too many, each of them invalid: the number refuses the document, no entry is checked.
    const certificates = Array.from({ length: limit + 1 }, () => ({ issuer: 'I', date: 'someday' }));
    const res = await a.post(RESUME_API.importJsonResume, { certificates });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      code: 'JSON_RESUME_TOO_MANY_ENTRIES',
      message: ERROR_CODES.JSON_RESUME_TOO_MANY_ENTRIES.message,
      details: [{ field: 'certificates', problem: `at most ${limit} entries (found ${limit + 1})` }],
    });
    // 100,000 blank keywords: refused from the raw text's count of values, before it is parsed.
    const keywords = Array.from({ length: 100_000 }, () => '');
    const many = await a.post(RESUME_API.importJsonResume, { skills: [{ name: 'Many', keywords }] });
    expect([many.status, many.body.code, many.body.details]).toEqual([
      413,
      'JSON_RESUME_TOO_MANY_ENTRIES',
      [{ field: 'body', problem: `more than ${RESUME_LIMITS.importMaxValues} values` }],
    ]);
    expect(await a.snapshot()).toEqual(before);
  });

  it('fits over-long optional values instead of refusing the document, and lists each change', async () => {
    const longScore = 'Thesis: a long title that is no grade';
    const a = await ResumeClient.signIn(t);
    const L = RESUME_LIMITS;
    const longTag = 't'.repeat(L.tagMaxLength + 1);
    const res = await a.post(RESUME_API.importJsonResume, {
      basics: {
        name: 'N'.repeat(LIMITS.nameMaxLength + 5),
        phone: '1'.repeat(LIMITS.phoneMaxLength + 1),
        summary: 's'.repeat(L.summaryMaxLength + 1),
      },
      work: [
        {
          name: 'Acme',
          position: 'Dev',
          startDate: '2020-01',
          location: 'l'.repeat(L.shortTextMaxLength + 1),
          keywords: ['Go', longTag, ...Array.from({ length: L.tagsPerItem + 1 }, (_, i) => `k${i}`)],
        },
      ],
      education: [
        {
          institution: 'MIT',
          studyType: 'PhD',
          startDate: '2010',
          score: longScore,
          description: 'd'.repeat(L.descriptionMaxLength - 5),
        },
      ],
      projects: [{ name: 'P', url: `https://example.com/${'p'.repeat(LIMITS.urlMaxLength)}` }],
    });
    expect(res.status).toBe(200);
    expect(res.body.adjustments).toEqual([
      { field: 'basics.name', change: `cut to ${LIMITS.nameMaxLength} characters (was ${LIMITS.nameMaxLength + 5})` },
      { field: 'basics.phone', change: `longer than ${LIMITS.phoneMaxLength} characters: left out` },
      { field: 'basics.summary', change: `cut to ${L.summaryMaxLength} characters (was ${L.summaryMaxLength + 1})` },
      {
        field: 'work[0].location',
        change: `cut to ${L.shortTextMaxLength} characters (was ${L.shortTextMaxLength + 1})`,
      },
      { field: 'work[0].keywords[1]', change: `longer than ${L.tagMaxLength} characters: left out` },
      {
        field: 'work[0].keywords',
        change: `more than ${L.tagsPerItem} tags: kept the first ${L.tagsPerItem}, left out 2`,
      },
      { field: 'education[0].score', change: `longer than ${L.gpaMaxLength} characters: moved to the description` },
      {
        field: 'education[0].description',
        change: `cut to ${L.descriptionMaxLength} characters (was ${L.descriptionMaxLength - 5 + 1 + longScore.length})`,
      },
      { field: 'projects[0].url', change: `longer than ${LIMITS.urlMaxLength} characters: left out` },
    ]);
    const complete = (await a.get('/api/complete-resume')).body;
    expect(complete.user).toMatchObject({ name: 'N'.repeat(LIMITS.nameMaxLength), phone: null });
    expect(complete.resume.summary).toHaveLength(L.summaryMaxLength);
    expect(complete.experiences[0].location).toHaveLength(L.shortTextMaxLength);
    expect(complete.experiences[0].tags).toEqual([
      'Go',
      ...Array.from({ length: L.tagsPerItem - 1 }, (_, i) => `k${i}`),
    ]);
    expect(complete.education[0].gpa).toBeNull();
    expect(complete.education[0].description).toBe(`${'d'.repeat(L.descriptionMaxLength - 5)}\nThes`);
    expect(complete.projects[0].url).toBeNull();
  });

  it.each([
    ['an array', []],
    ['a string', 'hello'],
    ['a number', 42],
  ])('refuses %s as a document', async (_, body) => {
    const a = await ResumeClient.signIn(t);
    const res = await t
      .http()
      .post(RESUME_API.importJsonResume)
      .set('Cookie', a.cookie)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify(body));
    expect(res.status).toBe(400);
    expect(['INVALID_JSON_RESUME', 'VALIDATION_FAILED']).toContain(res.body.code);
  });

  it("imports only into the caller's resume", async () => {
    const a = await ResumeClient.signIn(t);
    await a.post(RESUME_API.importJsonResume, FOREIGN);
    const aBefore = await a.snapshot();
    const b = await ResumeClient.signIn(t);
    expect(
      (await b.post(RESUME_API.importJsonResume, { work: [{ name: 'B Co', position: 'B', startDate: '2020-01' }] }))
        .status,
    ).toBe(200);
    expect(await a.snapshot()).toEqual(aBefore);
    const bView = (await b.get('/api/complete-resume')).body;
    expect(bView.experiences.map((e: { company: string }) => e.company)).toEqual(['B Co']);
    expect(bView.skills).toEqual([]);
    expect(bView.user.name).toBeNull();
  });

  it(`accepts a document up to ${RESUME_LIMITS.importBodyBytes} bytes, larger than other bodies may be`, async () => {
    const a = await ResumeClient.signIn(t);
    const work = Array.from({ length: 80 }, (_, i) => ({
      name: `Co ${i}`,
      position: 'Dev',
      startDate: '2020-01',
      summary: 'x'.repeat(RESUME_LIMITS.descriptionMaxLength),
    }));
    const big = { work };
    expect(JSON.stringify(big).length).toBeGreaterThan(LIMITS.jsonBodyBytes);
    const res = await a.post(RESUME_API.importJsonResume, big);
    expect(res.status).toBe(200);
    expect(res.body.counts.experiences).toBe(80);
    const tooBig = await a.post(RESUME_API.importJsonResume, {
      work,
      padding: 'x'.repeat(RESUME_LIMITS.importBodyBytes),
    });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toEqual({ code: 'JSON_RESUME_TOO_LARGE', message: ERROR_CODES.JSON_RESUME_TOO_LARGE.message });
    // The global limit still holds everywhere else.
    expect((await a.patch(RESUME_API.resume, { summary: 'x'.repeat(LIMITS.jsonBodyBytes) })).status).toBe(413);
  });

  it(`answers 429 RATE_LIMITED past ${LIMITS.jsonResumeImportsPerUser.limit} imports an hour, and only to that person`, async () => {
    const a = await ResumeClient.signIn(t);
    const small = { work: [{ name: 'Acme', position: 'Dev', startDate: '2020-01' }] };
    for (let i = 0; i < LIMITS.jsonResumeImportsPerUser.limit; i++) {
      expect((await a.post(RESUME_API.importJsonResume, small)).status).toBe(200);
    }
    const before = await a.snapshot();
    const over = await a.post(RESUME_API.importJsonResume, FOREIGN);
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ code: 'RATE_LIMITED', message: ERROR_CODES.RATE_LIMITED.message });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(await a.snapshot()).toEqual(before);
    const b = await ResumeClient.signIn(t);
    expect((await b.post(RESUME_API.importJsonResume, small)).status).toBe(200);
  });

  it('needs a session', async () => {
    expect((await t.http().get(RESUME_API.exportJsonResume)).status).toBe(401);
    expect((await t.http().post(RESUME_API.importJsonResume).send(FOREIGN)).status).toBe(401);
  });
});
