/**
 * JSON Resume interop proven against data no one here wrote: the official schema package's sample and example
 * resumes import, export, and the export validates against that package's own schema; a real theme renders it.
 */
import { RESUME_API, RESUME_LIMITS } from '@resume/contracts';
import type { ImportJsonResumeResponse, JsonResume } from '@resume/contracts';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ResumeClient } from './support/resume-client';
import { targets } from './support/targets';
import { TestApp } from './support/test-app';

const PACKAGE = dirname(require.resolve('@jsonresume/schema/package.json'));
const OFFICIAL = ['sample.resume.json', ...readdirSync(join(PACKAGE, 'examples')).map((f) => join('examples', f))];
const official = (file: string) => JSON.parse(readFileSync(join(PACKAGE, file), 'utf8')) as Record<string, unknown>;

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
const validate = ajv.compile(JSON.parse(readFileSync(join(PACKAGE, 'schema.json'), 'utf8')));

/** Every schema error as "path message", so a failure names the field. */
function schemaErrors(doc: unknown): string[] {
  return validate(doc) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

/**
 * jsonresume-theme-even is an ES module whose CommonJS build cannot load its own dependencies, so it renders in
 * a child Node process, as the resume CLI would run it. Throws (with the theme's error) when rendering fails.
 */
function renderWithEven(doc: JsonResume): string {
  const script = [
    "import { render } from 'jsonresume-theme-even';",
    "import { readFileSync } from 'node:fs';",
    "process.stdout.write(render(JSON.parse(readFileSync(0, 'utf8'))));",
  ].join('\n');
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    // The child resolves the theme by name from here (require.resolve also names the dependency for knip).
    cwd: dirname(require.resolve('jsonresume-theme-even')),
    input: JSON.stringify(doc),
    encoding: 'utf8',
  });
}

describe('the official documents are themselves valid (the test data is what it claims)', () => {
  it.each(OFFICIAL)('%s', (file) => expect(schemaErrors(official(file))).toEqual([]));
});

describe.each(targets())('JSON Resume against @jsonresume/schema on $name', (target) => {
  const t = new TestApp(target);
  beforeAll(() => t.start(), 60_000);
  afterAll(() => t.stop());

  const exported = async (client: ResumeClient): Promise<JsonResume> => {
    const res = await client.get(RESUME_API.exportJsonResume);
    expect(res.status).toBe(200);
    return res.body;
  };

  it.each(OFFICIAL)('%s imports, exports valid against the schema, and renders with a real theme', async (file) => {
    const doc = official(file);
    const a = await ResumeClient.signIn(t);
    const res = await a.post(RESUME_API.importJsonResume, doc);
    expect(res.status).toBe(200);
    const answer: ImportJsonResumeResponse = res.body;
    expect(answer.counts.experiences).toBe((doc.work as unknown[]).length);
    expect(answer.counts.education).toBe((doc.education as unknown[]).length);

    const out = await exported(a);
    expect(schemaErrors(out)).toEqual([]);
    expect(out.basics?.name).toBe((doc.basics as { name: string }).name);
    expect(out.work?.map((w) => w.name)).toEqual((doc.work as { name: string }[]).map((w) => w.name));

    const html = renderWithEven(out);
    expect(html).toContain('<!doctype html>');
    expect(html).toContain((doc.basics as { name: string }).name);
  });

  it("keeps the senior engineer's over-long score in the education's description and says so", async () => {
    const doc = official(join('examples', 'senior-engineer.resume.json'));
    const score = (doc.education as { score: string }[])[0].score;
    expect(score.length).toBeGreaterThan(RESUME_LIMITS.gpaMaxLength);
    const a = await ResumeClient.signIn(t);
    const res = await a.post(RESUME_API.importJsonResume, doc);
    expect(res.status).toBe(200);
    expect(res.body.adjustments).toEqual([
      {
        field: 'education[0].score',
        change: `longer than ${RESUME_LIMITS.gpaMaxLength} characters: moved to the description`,
      },
    ]);
    const education = (await a.get('/api/complete-resume')).body.education;
    expect(education[0]).toMatchObject({ gpa: null, description: score });
    expect(education[1]).toMatchObject({ gpa: '3.9/4.0' });
  });

  it('answers no adjustments for a document taken as it is', async () => {
    const a = await ResumeClient.signIn(t);
    const res = await a.post(RESUME_API.importJsonResume, official(join('examples', 'new-grad.resume.json')));
    expect(res.status).toBe(200);
    expect(res.body.adjustments).toEqual([]);
  });

  it('exports links typed without a scheme, accented addresses and expected ends in the schema formats', async () => {
    const a = await ResumeClient.signIn(t);
    const user = await a.patch('/api/user', {
      website: 'example.com',
      linkedin: 'linkedin.com/in/jane',
      github: 'github.com/jane',
    });
    expect(user.status).toBe(200);
    await a.create('projects', { name: 'Pipes', url: 'example.org/a|b^c', year: '2021' });
    await a.create('projects', { name: 'Umlaut', url: 'münchen.de/straße' });
    // Spellings a person may type that are no RFC 3986 "uri" as typed (json-resume-values.spec.ts lists more).
    const odd = ['example.com:8080/p?q=1&r=2#top', 'example.com/100%', 'example.com/a#b#c', 'example.com/{x}[1]'];
    for (const url of odd) await a.create('projects', { name: url, url });
    await a.create('certifications', { name: 'CKA', issuer: 'CNCF', url: 'cncf.io/cka', issueDate: '2022-06' });
    await a.create('education', { degree: 'MSc', institution: 'TU', startDate: '2024', endDate: 'Expected 2027' });
    const out = await exported(a);
    expect(schemaErrors(out)).toEqual([]);
    expect(out.basics?.url).toBe('https://example.com');
    expect(out.basics?.profiles).toEqual([
      { network: 'LinkedIn', url: 'https://linkedin.com/in/jane' },
      { network: 'GitHub', url: 'https://github.com/jane' },
    ]);
    expect(out.projects?.map((p) => p.url)).toEqual([
      'https://example.org/a%7Cb%5Ec',
      'https://xn--mnchen-3ya.de/stra%C3%9Fe',
      'https://example.com:8080/p?q=1&r=2#top',
      'https://example.com/100%25',
      'https://example.com/a#b%23c',
      'https://example.com/%7Bx%7D%5B1%5D',
    ]);
    expect(out.certificates?.[0].url).toBe('https://cncf.io/cka');
    expect(out.education?.[0]).toMatchObject({ endDate: '2027', expected: true });
    expect(() => renderWithEven(out)).not.toThrow();

    // Our own export reads back as it was written: the expected end stays expected.
    expect((await a.post(RESUME_API.importJsonResume, out)).status).toBe(200);
    const again = (await a.get('/api/complete-resume')).body;
    expect(again.education[0].endDate).toBe('Expected 2027');
    expect(again.user.website).toBe('https://example.com');
  });
});
