import {
  ERROR_CODES,
  JOB_MATCH_API,
  JOB_MATCH_LIMITS,
  TAILORING_API,
  type JobMatchFilterResponse,
  type JobMatchResult,
} from '@resume/contracts';
import { FILTER_LIMITS } from '@resume/contracts/dto';
import { JOB_MATCH_RULES_VERSION } from '../src/modules/applications/domain/job-match';
import { BACKEND_EN, FRONTEND_DE } from '../src/modules/applications/domain/testing/postings';
import { PREMIUM_REQUIRED } from './support/paid-plans';
import { ResumeClient } from './support/resume-client';
import { targets } from './support/targets';
import { TestApp } from './support/test-app';

const error = (code: keyof typeof ERROR_CODES) => ({ code, message: ERROR_CODES[code].message });

describe.each(targets())('job match on $name', (target) => {
  const t = new TestApp(target);
  beforeAll(() => t.start(), 60_000);
  afterAll(() => t.stop());

  /** The resume of the domain tests' backend engineer, made through the API; its items' ids by name. */
  async function backendEngineer(client: ResumeClient) {
    await client.patch('/api/user', { title: 'Backend Engineer' });
    await client.patch('/api/resume', { summary: 'Backend engineer who builds payment systems in Go and Java.' });
    const payco = await client.create('experiences', {
      title: 'Senior Engineer',
      company: 'PayCo',
      startDate: '2021-01',
      current: true,
      description: '- Moved the ledger to PostgreSQL 15\n- Ran 40 services on k8s with GitHub Actions pipelines',
      tags: ['Go', 'Kubernetes', 'Payments'],
    });
    const shopco = await client.create('experiences', {
      title: 'Software Engineer',
      company: 'ShopCo',
      startDate: '2017-03',
      endDate: '2020-12',
      description: 'Java services and a Redis cache for the checkout.',
      tags: ['Java', 'Backend'],
    });
    await client.create('experiences', {
      title: 'Support Agent',
      company: 'HelpCo',
      startDate: '2015-01',
      endDate: '2017-02',
      description: 'Answered customers.',
      tags: ['Support'],
    });
    const k8s = await client.create('skills', { category: 'Platforms', name: 'k8s', level: 4 });
    await client.create('skills', { category: 'Languages', name: 'SQL', level: 4 });
    const homelab = await client.create('projects', {
      name: 'Homelab',
      description: 'Terraform modules for a small AWS account.',
      year: '2023',
      tags: ['Infrastructure'],
    });
    await client.create('certifications', {
      name: 'AWS Certified Developer – Associate',
      issuer: 'Amazon Web Services',
    });
    return { payco: payco.id, shopco: shopco.id, k8s: k8s.id, homelab: homelab.id };
  }

  it('answers 401 without a session, on both routes', async () => {
    for (const path of [JOB_MATCH_API.match, JOB_MATCH_API.createFilter]) {
      const res = await t.http().post(path).send({ posting: BACKEND_EN, name: 'Payments' });
      expect([res.status, res.body.code]).toEqual([401, 'UNAUTHENTICATED']);
    }
  });

  it('matches a posting with the seeded resume: score, formula, where each term is, the best tags', async () => {
    const client = await ResumeClient.signIn(t);
    const ids = await backendEngineer(client);
    const res = await client.post(JOB_MATCH_API.match, { posting: BACKEND_EN });
    expect(res.status).toBe(200);
    const result = res.body as JobMatchResult;
    expect(result).toMatchObject({
      rulesVersion: JOB_MATCH_RULES_VERSION,
      language: 'en',
      languageDetected: true,
      score: 74,
      formula: {
        foundPoints: 26,
        totalPoints: 35,
        expression: '(3×7 + 2×2 + 1×1) / (3×9 + 2×2 + 1×4) = 26 / 35 = 74 %',
      },
    });
    expect(result.missing.map((m) => `${m.term}:${m.weight}`)).toEqual([
      'CI/CD:required',
      'Unit testing:required',
      'Apache Kafka:preferred',
      'RabbitMQ:preferred',
      'AWS Certified Solutions Architect:preferred',
    ]);
    const where = (term: string) => result.found.find((f) => f.term === term)?.foundIn;
    expect(where('PostgreSQL')).toEqual([
      { section: 'experiences', itemId: ids.payco, field: 'description', item: 'Senior Engineer, PayCo' },
    ]);
    expect(where('Kubernetes')).toEqual([
      { section: 'experiences', itemId: ids.payco, field: 'description', item: 'Senior Engineer, PayCo' },
      { section: 'experiences', itemId: ids.payco, field: 'tags', item: 'Senior Engineer, PayCo' },
      { section: 'skills', itemId: ids.k8s, field: 'name', item: 'k8s' },
    ]);
    expect(result.suggestedTags).toEqual([
      { tag: 'Go', covers: ['Go', 'PostgreSQL', 'Kubernetes', 'GitHub Actions', 'Payments'] },
      { tag: 'Backend', covers: ['Java', 'Redis', 'Backend'] },
      { tag: 'Infrastructure', covers: ['AWS', 'Terraform'] },
    ]);
    // Same input, same output.
    const again = await client.post(JOB_MATCH_API.match, { posting: BACKEND_EN });
    expect(again.body).toEqual(result);
    // A named language is taken as given.
    const german = await client.post(JOB_MATCH_API.match, { posting: FRONTEND_DE, language: 'en' });
    expect(german.body).toMatchObject({ language: 'en', languageDetected: false });
  });

  it("matches with the signed-in person's resume only", async () => {
    await backendEngineer(await ResumeClient.signIn(t));
    const other = await ResumeClient.signIn(t);
    const res = await other.post(JOB_MATCH_API.match, { posting: BACKEND_EN });
    expect([res.status, res.body.found, res.body.score, res.body.suggestedTags]).toEqual([200, [], 0, []]);
    // Their own tags are no terms for anyone else: 'Payments' is the first user's tag, not a dictionary term.
    expect(res.body.missing.map((m: { term: string }) => m.term)).not.toContain('Payments');
  });

  it('refuses an empty, a blank, an over-long and an oversized posting with the catalogue codes', async () => {
    const client = await ResumeClient.signIn(t);
    const cases: [unknown, number, keyof typeof ERROR_CODES][] = [
      [{}, 400, 'JOB_POSTING_EMPTY'],
      [{ posting: '' }, 400, 'JOB_POSTING_EMPTY'],
      [{ posting: ' \n\t ' }, 400, 'JOB_POSTING_EMPTY'],
      [{ posting: 'x'.repeat(JOB_MATCH_LIMITS.postingMaxLength + 1) }, 400, 'JOB_POSTING_TOO_LONG'],
      [{ posting: 'x'.repeat(JOB_MATCH_LIMITS.bodyBytes + 1) }, 413, 'JOB_POSTING_TOO_LARGE'],
    ];
    for (const [body, status, code] of cases) {
      const res = await client.post(JOB_MATCH_API.match, body);
      expect([res.status, res.body.code, res.body.message]).toEqual([status, code, ERROR_CODES[code].message]);
    }
    const atLimit = await client.post(JOB_MATCH_API.match, {
      posting: `Go. ${'x'.repeat(JOB_MATCH_LIMITS.postingMaxLength - 4)}`,
    });
    expect([atLimit.status, atLimit.body.missing.map((m: { term: string }) => m.term)]).toEqual([200, ['Go']]);
    const language = await client.post(JOB_MATCH_API.match, { posting: 'Go', language: 'xx' });
    expect([language.status, language.body.code, language.body.details]).toEqual([
      400,
      'VALIDATION_FAILED',
      [{ field: 'language', problem: 'Language must be one of: en, de, fr, es.' }],
    ]);
    const url = await client.post(JOB_MATCH_API.match, { posting: 'Go', url: 'https://jobs.example.com/1' });
    expect([url.status, url.body.code]).toEqual([400, 'FORBIDDEN_FIELD']);
  });

  it(`answers 429 past ${JOB_MATCH_LIMITS.perUser.limit} matches, counting both routes, per person`, async () => {
    const client = await ResumeClient.signInPaid(t);
    for (let i = 0; i < JOB_MATCH_LIMITS.perUser.limit - 1; i++) {
      const res = await client.post(JOB_MATCH_API.match, { posting: 'Go and SQL' });
      expect(res.status).toBe(200);
    }
    const filter = await client.post(JOB_MATCH_API.createFilter, { posting: 'Go', name: 'Go jobs' });
    expect(filter.body.code).toBe('JOB_MATCH_NO_TAGS');
    const over = await client.post(JOB_MATCH_API.match, { posting: 'Go and SQL' });
    expect([over.status, over.body.code]).toEqual([429, 'RATE_LIMITED']);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    const overFilter = await client.post(JOB_MATCH_API.createFilter, { posting: 'Go', name: 'Go jobs' });
    expect(overFilter.status).toBe(429);
    const someoneElse = await (await ResumeClient.signIn(t)).post(JOB_MATCH_API.match, { posting: 'Go and SQL' });
    expect(someoneElse.status).toBe(200);
  });

  describe('Create filter for this job', () => {
    it('makes a filter of the suggested tags, which GET /api/filters lists', async () => {
      const client = await ResumeClient.signInPaid(t);
      await backendEngineer(client);
      const res = await client.post(JOB_MATCH_API.createFilter, { posting: BACKEND_EN, name: '  Payments platform ' });
      expect(res.status).toBe(201);
      const body = res.body as JobMatchFilterResponse;
      expect(body.filter).toMatchObject({ name: 'Payments platform', tags: ['Go', 'Backend', 'Infrastructure'] });
      expect(body.match).toMatchObject({ score: 74, rulesVersion: JOB_MATCH_RULES_VERSION });
      const filters = await client.get(TAILORING_API.filters);
      expect(filters.body).toEqual([body.filter]);
      // The filter shows the experiences and projects of those tags: not the support job.
      const tailored = await client.get(TAILORING_API.filteredResume(body.filter.id));
      expect(tailored.body.experiences.map((e: { company: string }) => e.company)).toEqual(['PayCo', 'ShopCo']);
      expect(tailored.body.projects.map((p: { name: string }) => p.name)).toEqual(['Homelab']);
    });

    it('is a paid feature: a free person matches, but makes no filter', async () => {
      const client = await ResumeClient.signIn(t);
      await backendEngineer(client);
      const res = await client.post(JOB_MATCH_API.createFilter, { posting: BACKEND_EN, name: 'Payments' });
      expect([res.status, res.body]).toEqual([403, PREMIUM_REQUIRED]);
      expect(await client.rows('filters')).toEqual([]);
    });

    it('refuses when no tag covers a term, a missing name, and past the filter limit, making nothing', async () => {
      const client = await ResumeClient.signInPaid(t);
      await backendEngineer(client);
      const none = await client.post(JOB_MATCH_API.createFilter, { posting: 'Nice to have: Haskell', name: 'FP' });
      expect([none.status, none.body]).toEqual([409, error('JOB_MATCH_NO_TAGS')]);
      const noName = await client.post(JOB_MATCH_API.createFilter, { posting: BACKEND_EN, name: ' ' });
      expect([noName.status, noName.body.code, noName.body.details]).toEqual([
        400,
        'REQUIRED_FIELDS_MISSING',
        [{ field: 'name', problem: ERROR_CODES.REQUIRED_FIELDS_MISSING.message }],
      ]);
      for (let i = 0; i < FILTER_LIMITS.perUser; i++)
        expect((await client.post(TAILORING_API.filters, { name: `F${i}` })).status).toBe(201);
      const full = await client.post(JOB_MATCH_API.createFilter, { posting: BACKEND_EN, name: 'One more' });
      expect([full.status, full.body]).toEqual([409, error('FILTER_LIMIT_REACHED')]);
      expect(await client.rows('filters')).toHaveLength(FILTER_LIMITS.perUser);
    });

    it('makes one filter for a repeated request with the same Idempotency-Key', async () => {
      const client = await ResumeClient.signInPaid(t);
      await backendEngineer(client);
      const send = () =>
        t
          .http()
          .post(JOB_MATCH_API.createFilter)
          .set('Cookie', client.cookie)
          .set('Idempotency-Key', 'job-match-key-1')
          .send({ posting: BACKEND_EN, name: 'Payments' });
      const first = await send();
      const second = await send();
      expect([first.status, second.status, second.body.filter.id]).toEqual([201, 201, first.body.filter.id]);
      expect(await client.rows('filters')).toHaveLength(1);
    });
  });
});
