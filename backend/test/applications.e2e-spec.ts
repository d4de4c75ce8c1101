import {
  APPLICATION_LIMITS,
  APPLICATIONS_API,
  ERROR_CODES,
  PUBLIC_PAGES,
  SHARING_API,
  type ApplicationDetails,
  type ApplicationSummary,
} from '@resume/contracts';
import { JOB_MATCH_RULES_VERSION } from '../src/modules/applications/domain/job-match';
import { BACKEND_EN } from '../src/modules/applications/domain/testing/postings';
import { PLAN_CASES, PREMIUM_REQUIRED } from './support/paid-plans';
import { ResumeClient } from './support/resume-client';
import { targets } from './support/targets';
import { TestApp } from './support/test-app';

const error = (code: keyof typeof ERROR_CODES) => ({ code, message: ERROR_CODES[code].message });
const job = { company: 'PayCo', role: 'Senior Backend Engineer' };

describe.each(targets())('applications on $name', (target) => {
  const t = new TestApp(target);
  beforeAll(() => t.start(), 60_000);
  afterAll(() => t.stop());

  async function withResume() {
    const c = await ResumeClient.signInPaid(t);
    await c.create('experiences', {
      title: 'Senior Engineer',
      company: 'PayCo',
      startDate: '2021-01',
      current: true,
      description: 'Moved the ledger to PostgreSQL; ran services on Kubernetes.',
      tags: ['Go', 'Kubernetes'],
    });
    return c;
  }

  async function create(c: ResumeClient, body: object = job): Promise<ApplicationDetails> {
    const res = await c.post(APPLICATIONS_API.applications, body);
    if (res.status !== 201) throw new Error(`create answered ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }

  it('creates an application from a posting: the match with its rules version, a frozen link of its own', async () => {
    const c = await withResume();
    const res = await c.post(APPLICATIONS_API.applications, {
      ...job,
      posting: BACKEND_EN,
      postingUrl: 'https://jobs.example/payco/42',
      notes: 'Referred by Sam',
    });
    expect(res.status).toBe(201);
    const app = res.body as ApplicationDetails;
    expect(app).toMatchObject({
      ...job,
      status: 'saved',
      appliedOn: null,
      postingUrl: 'https://jobs.example/payco/42',
      notes: 'Referred by Sam',
      posting: BACKEND_EN.trim(),
      rulesVersion: JOB_MATCH_RULES_VERSION,
      link: { mode: 'frozen', viewCount: 0, downloadCount: 0, lastOpenedAt: null },
    });
    expect(app.match?.rulesVersion).toBe(JOB_MATCH_RULES_VERSION);
    expect(app.matchScore).toBe(app.match?.score);
    expect(app.history.map((h) => h.status)).toEqual(['saved']);
    const links = (await c.get(SHARING_API.shareLinks)).body as { id: string; mode: string }[];
    expect(links).toEqual([expect.objectContaining({ id: app.link?.id, mode: 'frozen' })]);
    expect(await c.rows('applications')).toHaveLength(1);
  });

  it('makes a live link when asked; without a posting there is no match', async () => {
    const c = await withResume();
    const app = await create(c, { ...job, mode: 'live' });
    expect(app).toMatchObject({ link: { mode: 'live', frozenAt: null }, match: null, matchScore: null, posting: null });
  });

  it('moves the status, dating the first move to applied, and lists newest first with the counts of the link', async () => {
    const c = await withResume();
    const first = await create(c, { ...job, company: 'First' });
    const second = await create(c, { ...job, company: 'Second' });
    const moved = await c.patch(APPLICATIONS_API.application(first.id), { status: 'applied' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ status: 'applied', appliedOn: new Date().toISOString().slice(0, 10) });
    expect((moved.body as ApplicationDetails).history.map((h) => h.status)).toEqual(['saved', 'applied']);

    await t.http().get(PUBLIC_PAGES.shared(first.link!.shareableId)).set('User-Agent', 'Mozilla/5.0 test');
    const list = await c.get(APPLICATIONS_API.applications);
    expect(list.status).toBe(200);
    const rows = list.body as ApplicationSummary[];
    expect(rows.map((r) => r.company)).toEqual(['Second', 'First']);
    expect(rows[1].link).toMatchObject({ viewCount: 1, downloadCount: 0, lastOpenedAt: expect.any(String) });
    expect(rows[0].id).toBe(second.id);
    expect(rows[0]).not.toHaveProperty('posting');
  });

  it('edits notes, dates and the address; the posting and the match stay as they were', async () => {
    const c = await withResume();
    const app = await create(c, { ...job, posting: BACKEND_EN });
    const res = await c.patch(APPLICATIONS_API.application(app.id), {
      notes: 'Interview on Tuesday',
      appliedOn: '2026-11-02',
      postingUrl: null,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ notes: 'Interview on Tuesday', appliedOn: '2026-11-02', postingUrl: null });
    expect((res.body as ApplicationDetails).match).toEqual(app.match);
    const posting = await c.patch(APPLICATIONS_API.application(app.id), { posting: 'other' });
    expect([posting.status, posting.body.code]).toEqual([400, 'FORBIDDEN_FIELD']);
  });

  it('refuses bad input with the catalogue codes and keeps nothing', async () => {
    const c = await withResume();
    const cases: [object, number, string][] = [
      [{ role: 'R' }, 400, 'REQUIRED_FIELDS_MISSING'],
      [{ ...job, status: 'hired' }, 400, 'VALIDATION_FAILED'],
      [{ ...job, appliedOn: '2026-02-30' }, 400, 'VALIDATION_FAILED'],
      [{ ...job, postingUrl: 'javascript:alert(1)' }, 400, 'VALIDATION_FAILED'],
      [{ ...job, notes: 'n'.repeat(APPLICATION_LIMITS.notesMaxLength + 1) }, 400, 'VALIDATION_FAILED'],
      [{ ...job, posting: 'x '.repeat(10_001) }, 400, 'JOB_POSTING_TOO_LONG'],
      [{ ...job, posting: '語'.repeat(17_100) }, 400, 'APPLICATION_POSTING_TOO_LARGE'],
      [{ ...job, url: 'https://jobs.example' }, 400, 'FORBIDDEN_FIELD'],
    ];
    for (const [body, status, code] of cases) {
      const res = await c.post(APPLICATIONS_API.applications, body);
      expect([JSON.stringify(body).slice(0, 60), res.status, res.body.code]).toEqual([
        JSON.stringify(body).slice(0, 60),
        status,
        code,
      ]);
    }
    const huge = await c.post(APPLICATIONS_API.applications, {
      ...job,
      notes: 'n'.repeat(APPLICATION_LIMITS.bodyBytes),
    });
    expect([huge.status, huge.body]).toEqual([413, error('APPLICATION_TOO_LARGE')]);
    expect(await c.rows('applications')).toEqual([]);
    expect(await c.rows('share_links')).toEqual([]);
  });

  it(`refuses application ${APPLICATION_LIMITS.perUser + 1} with APPLICATION_LIMIT_REACHED and makes no link`, async () => {
    const c = await withResume();
    await create(c);
    const [row] = await c.rows('applications');
    const columns = Object.keys(row);
    for (let i = 1; i < APPLICATION_LIMITS.perUser; i += 1) {
      const copy: Record<string, unknown> = { ...row, id: `copy${String(i).padStart(18, '0')}` };
      await t.dataSource.query(
        `INSERT INTO applications (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
        columns.map((k) => copy[k]),
      );
    }
    const res = await c.post(APPLICATIONS_API.applications, job);
    expect([res.status, res.body]).toEqual([409, error('APPLICATION_LIMIT_REACHED')]);
    expect(await c.rows('share_links')).toHaveLength(1);
    expect((await c.get(APPLICATIONS_API.applications)).body).toHaveLength(APPLICATION_LIMITS.perUser);
  });

  it("answers 404 for another person's application on every route and changes nothing", async () => {
    const owner = await withResume();
    const app = await create(owner);
    const stranger = await ResumeClient.signInPaid(t);
    const before = await owner.rows('applications');
    for (const res of [
      await stranger.get(APPLICATIONS_API.application(app.id)),
      await stranger.patch(APPLICATIONS_API.application(app.id), { status: 'offer' }),
      await stranger.delete(APPLICATIONS_API.application(app.id)),
      await owner.get(APPLICATIONS_API.application('doesNotExist')),
    ])
      expect([res.status, res.body]).toEqual([404, error('APPLICATION_NOT_FOUND')]);
    expect((await stranger.get(APPLICATIONS_API.applications)).body).toEqual([]);
    expect(await owner.rows('applications')).toEqual(before);
  });

  it('deletes the application and keeps its link; a deleted link leaves the application with none', async () => {
    const c = await withResume();
    const kept = await create(c, { ...job, company: 'Kept' });
    const gone = await create(c, { ...job, company: 'Gone' });
    expect((await c.delete(SHARING_API.shareLink(kept.link!.id))).status).toBe(204);
    expect((await c.get(APPLICATIONS_API.application(kept.id))).body).toMatchObject({ company: 'Kept', link: null });
    expect((await c.delete(APPLICATIONS_API.application(gone.id))).status).toBe(204);
    expect((await c.get(SHARING_API.shareLinks)).body).toEqual([expect.objectContaining({ id: gone.link!.id })]);
    expect((await c.delete(APPLICATIONS_API.application(gone.id))).status).toBe(404);
  });

  it('exports CSV: quoted, formula-safe, only the own applications, as an attachment', async () => {
    const c = await withResume();
    await create(c, { company: 'Acme, "Labs"', role: '=1+1', notes: '@SUM(A1)\nsecond line' });
    await create(await ResumeClient.signInPaid(t), { company: 'Not mine', role: 'R' });
    const res = await c
      .get(APPLICATIONS_API.csv)
      .buffer(true)
      .parse((r, done) => {
        let text = '';
        r.setEncoding('utf8');
        r.on('data', (chunk: string) => (text += chunk));
        r.on('end', () => done(null, text));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = (res.body as string).replace(/^\uFEFF/, '');
    const [header, row, ...rest] = text.split('\r\n');
    expect(header.startsWith('Company,Role,Status,Applied on')).toBe(true);
    expect(row.startsWith(`"Acme, ""Labs""",'=1+1,saved,,`)).toBe(true);
    expect(text).toContain(`"'@SUM(A1)\nsecond line"`);
    expect(text).toContain(PUBLIC_PAGES.shared(''));
    expect(text).not.toContain('Not mine');
    expect(rest).toEqual(['']);
  });

  it.each(PLAN_CASES)('plan $plan ($status): every route refused unless paid', async (planCase) => {
    const c = await (await ResumeClient.signIn(t)).setPlan(planCase.plan, planCase.status);
    const res = await c.post(APPLICATIONS_API.applications, job);
    if (planCase.paid) expect(res.status).toBe(201);
    else {
      expect([res.status, res.body]).toEqual([403, PREMIUM_REQUIRED]);
      for (const other of [
        await c.get(APPLICATIONS_API.applications),
        await c.get(APPLICATIONS_API.csv),
        await c.patch(APPLICATIONS_API.application('x'), { status: 'applied' }),
        await c.delete(APPLICATIONS_API.application('x')),
      ])
        expect([other.status, other.body]).toEqual([403, PREMIUM_REQUIRED]);
      expect(await c.rows('applications')).toEqual([]);
      expect(await c.rows('share_links')).toEqual([]);
    }
  });

  it('answers 401 without a session', async () => {
    const res = await t.http().get(APPLICATIONS_API.applications);
    expect([res.status, res.body.code]).toEqual([401, 'UNAUTHENTICATED']);
  });
});
