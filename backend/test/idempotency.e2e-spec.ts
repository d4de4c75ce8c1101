import { BILLING_API, ERROR_CODES, IDEMPOTENCY, RESUME_API, SHARING_API, TAILORING_API } from '@resume/contracts';
import type { PlansResponse } from '@resume/contracts';
import { randomUUID } from 'node:crypto';
import { ResumeClient } from './support/resume-client';
import { targets } from './support/targets';
import { APP_URL, TestApp } from './support/test-app';

/**
 * Every create accepts an Idempotency-Key (issue 24, point 7; docs/decisions/0037-idempotency-and-stalled-jobs.md):
 * a repeat with the key within 24 hours gets the first answer and changes nothing, per account; another body under
 * the key is refused with 422; repeats at the same moment make one row.
 */
const EXPERIENCE = { title: 'Engineer', company: 'Acme', startDate: '2020-01', tags: ['react'] };
const KEY_HEADER = IDEMPOTENCY.header;
const REUSED = { code: 'IDEMPOTENCY_KEY_REUSED', message: ERROR_CODES.IDEMPOTENCY_KEY_REUSED.message };
const INVALID = { code: 'IDEMPOTENCY_KEY_INVALID', message: ERROR_CODES.IDEMPOTENCY_KEY_INVALID.message };

describe.each(targets({ everyStore: true }))('idempotent creates on $name', (target) => {
  const t = new TestApp(target, { ENABLE_TEST_ROUTES: 'true' });
  beforeAll(() => t.start(), 60_000);
  afterAll(() => t.stop());
  afterEach(() => t.clock.reset());

  const send = (c: ResumeClient, path: string, body: object, key?: string) => {
    const req = c.post(path, body);
    return key === undefined ? req : req.set(KEY_HEADER, key);
  };
  const premiumPrice = async () => {
    const plans = (await t.http().get(BILLING_API.plans)).body as PlansResponse;
    return plans.plans.find((p) => p.id === 'premium')!.prices[0].stripePriceId;
  };

  /** Each create route: a body it accepts, and the rows of the user it adds to. */
  const CREATES: { route: string; status: number; body: () => Promise<object>; table: string }[] = [
    { route: RESUME_API.section('experiences'), status: 201, body: async () => EXPERIENCE, table: 'experiences' },
    {
      route: RESUME_API.section('skills'),
      status: 201,
      body: async () => ({ name: 'TypeScript', category: 'Languages' }),
      table: 'skills',
    },
    { route: TAILORING_API.filters, status: 201, body: async () => ({ name: 'F', tags: ['react'] }), table: 'filters' },
    { route: TAILORING_API.templates, status: 201, body: async () => ({ font: 'Lato' }), table: 'templates' },
    { route: SHARING_API.shareLinks, status: 201, body: async () => ({ filterId: null }), table: 'share_links' },
    {
      route: BILLING_API.createCheckout,
      status: 200,
      body: async () => ({
        priceId: await premiumPrice(),
        successUrl: `${APP_URL}/subscription`,
        cancelUrl: `${APP_URL}/pricing`,
      }),
      table: 'billing_local_sessions',
    },
  ];

  describe.each(CREATES)('$route', ({ route, status, body, table }) => {
    /** A paid owner with a tagged experience (filters need a tag that exists); a free one buys (checkout). */
    const owner = async () => {
      const c = route === BILLING_API.createCheckout ? await ResumeClient.signIn(t) : await ResumeClient.signInPaid(t);
      if (route !== RESUME_API.section('experiences')) await c.create('experiences', EXPERIENCE);
      return c;
    };

    it('answers a repeat with the same key with the first answer and creates one row', async () => {
      const c = await owner();
      const before = (await c.rows(table)).length;
      const key = randomUUID();
      const payload = await body();
      const first = await send(c, route, payload, key);
      const again = await send(c, route, payload, key);
      expect([first.status, again.status]).toEqual([status, status]);
      expect(again.body).toEqual(first.body);
      expect([first.headers['idempotent-replayed'], again.headers['idempotent-replayed']]).toEqual([undefined, 'true']);
      expect((await c.rows(table)).length).toBe(before + 1);
    });

    it('creates one row for ten repeats sent at the same moment, all answered alike', async () => {
      const c = await owner();
      const before = (await c.rows(table)).length;
      const key = randomUUID();
      const payload = await body();
      const answers = await Promise.all(Array.from({ length: 10 }, () => send(c, route, payload, key)));
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(status));
      for (const a of answers) expect(a.body).toEqual(answers[0].body);
      expect((await c.rows(table)).length).toBe(before + 1);
    });
  });

  it('keeps two accounts apart: the same key from another person creates their own item', async () => {
    const a = await ResumeClient.signIn(t);
    const b = await ResumeClient.signIn(t);
    const key = randomUUID();
    const mine = await send(a, RESUME_API.section('experiences'), EXPERIENCE, key);
    const theirs = await send(b, RESUME_API.section('experiences'), { ...EXPERIENCE, title: 'Other' }, key);
    expect([mine.status, theirs.status, theirs.headers['idempotent-replayed']]).toEqual([201, 201, undefined]);
    expect([theirs.body.title, theirs.body.id === mine.body.id]).toEqual(['Other', false]);
    expect((await a.rows('experiences')).map((r) => r.title)).toEqual(['Engineer']);
    expect((await b.rows('experiences')).map((r) => r.title)).toEqual(['Other']);
  });

  it('refuses the same key with another body or on another route with 422, changing nothing', async () => {
    const c = await ResumeClient.signInPaid(t);
    const key = randomUUID();
    expect((await send(c, RESUME_API.section('experiences'), EXPERIENCE, key)).status).toBe(201);
    const otherBody = await send(c, RESUME_API.section('experiences'), { ...EXPERIENCE, title: 'Changed' }, key);
    const otherRoute = await send(c, TAILORING_API.filters, { name: 'F', tags: ['react'] }, key);
    expect([otherBody.status, otherBody.body]).toEqual([422, REUSED]);
    expect([otherRoute.status, otherRoute.body]).toEqual([422, REUSED]);
    expect((await c.rows('experiences')).map((r) => r.title)).toEqual(['Engineer']);
    expect(await c.rows('filters')).toEqual([]);
  });

  it('refuses a key that is too short, too long or has other characters with 400, creating nothing', async () => {
    const c = await ResumeClient.signIn(t);
    const bad = ['short12', 'x'.repeat(IDEMPOTENCY.keyMaxLength + 1), 'has space 123', 'äöü-key-123', 'a,b-key-123'];
    for (const key of bad) {
      const res = await send(c, RESUME_API.section('experiences'), EXPERIENCE, key);
      expect([key, res.status, res.body]).toEqual([key, 400, INVALID]);
    }
    const edges = ['a'.repeat(IDEMPOTENCY.keyMinLength), 'B'.repeat(IDEMPOTENCY.keyMaxLength), 'Az09_-Az09'];
    for (const key of edges)
      expect((await send(c, RESUME_API.section('experiences'), EXPERIENCE, key)).status).toBe(201);
    expect((await c.rows('experiences')).length).toBe(edges.length);
  });

  it('treats keys that differ only in case as two keys', async () => {
    const c = await ResumeClient.signIn(t);
    const first = await send(c, RESUME_API.section('experiences'), EXPERIENCE, 'abcDEF-123');
    const second = await send(c, RESUME_API.section('experiences'), { ...EXPERIENCE, title: 'Two' }, 'ABCdef-123');
    expect([first.status, second.status, second.body.title]).toEqual([201, 201, 'Two']);
    expect((await c.rows('experiences')).length).toBe(2);
  });

  it('stores nothing for a refused create: the corrected request with the key creates the item', async () => {
    const c = await ResumeClient.signIn(t);
    const key = randomUUID();
    const refused = await send(c, RESUME_API.section('experiences'), { ...EXPERIENCE, title: '' }, key);
    expect(refused.status).toBe(400);
    const fixed = await send(c, RESUME_API.section('experiences'), EXPERIENCE, key);
    expect([fixed.status, fixed.headers['idempotent-replayed']]).toEqual([201, undefined]);
    expect((await c.rows('experiences')).length).toBe(1);
  });

  it('creates as before without a key, and forgets a key after 24 hours', async () => {
    const c = await ResumeClient.signIn(t);
    await send(c, RESUME_API.section('experiences'), EXPERIENCE);
    await send(c, RESUME_API.section('experiences'), EXPERIENCE);
    const key = randomUUID();
    const first = await send(c, RESUME_API.section('experiences'), EXPERIENCE, key);
    t.clock.advance(IDEMPOTENCY.ttlMs - 60_000);
    const replayed = await send(c, RESUME_API.section('experiences'), EXPERIENCE, key);
    expect([replayed.headers['idempotent-replayed'], replayed.body.id]).toEqual(['true', first.body.id]);
    t.clock.advance(120_000);
    const later = await send(c, RESUME_API.section('experiences'), EXPERIENCE, key);
    expect([later.status, later.headers['idempotent-replayed'], later.body.id === first.body.id]).toEqual([
      201,
      undefined,
      false,
    ]);
    expect((await c.rows('experiences')).length).toBe(4);
  });
});
