import { IDEMPOTENCY, RESUME_API, SHARE_ANALYTICS, SHARING_API } from '@resume/contracts';
import type { ShareLinkDetails } from '@resume/contracts';
import { IdempotentAnswers } from '../src/infrastructure/idempotency/idempotent-answers';
import { SweepExpiredSignIns } from '../src/modules/identity/application/sweep-expired-sign-ins.use-case';
import { SweepOldVisits } from '../src/modules/sharing/application/sweep-old-visits.use-case';
import { ResumeClient } from './support/resume-client';
import { targets } from './support/targets';
import { TestApp } from './support/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The hourly housekeeping's deletes (run here directly, with the clock moved): only what nobody can use any more. */
describe.each(targets({ everyStore: true }))('housekeeping on $name', (target) => {
  const t = new TestApp(target);
  beforeAll(() => t.start(), 60_000);
  afterAll(() => t.stop());
  afterEach(() => t.clock.reset());

  it('deletes expired sign-in links and sessions, and keeps the live ones', async () => {
    await t.signIn();
    t.clock.advance(31 * DAY_MS);
    const fresh = await t.signIn();
    const tokensBefore = await t.count('magic_link_tokens');

    const swept = await t.app.get(SweepExpiredSignIns).execute();
    // With Redis the sessions live there and expire by themselves.
    expect(swept).toEqual({ tokens: 1, sessions: target.redis ? 0 : 1, emailChanges: 0 });
    expect(await t.count('magic_link_tokens')).toBe(tokensBefore - 1);
    expect(await t.count('sessions')).toBe(target.redis ? 0 : 1);
    expect((await t.http().get('/api/user').set('Cookie', fresh.cookie)).status).toBe(200);
  });

  it('deletes visit rows older than the analytics window; the link keeps its totals', async () => {
    const owner = await ResumeClient.signInPaid(t);
    const link = (await owner.post(SHARING_API.shareLinks, {})).body as ShareLinkDetails;
    const visit = (ua: string) => t.http().get(SHARING_API.sharedResume(link.shareableId)).set('User-Agent', ua);
    expect((await visit('old-visitor/1.0')).status).toBe(200);
    t.clock.advance((SHARE_ANALYTICS.days + 2) * DAY_MS);
    expect((await visit('new-visitor/1.0')).status).toBe(200);
    const rows = await t.count('share_link_visits', 'shareLinkId = ?', [link.id]);
    expect(rows).toBe(2);

    expect(await t.app.get(SweepOldVisits).execute()).toBe(1);
    expect(await t.count('share_link_visits', 'shareLinkId = ?', [link.id])).toBe(1);
    t.clock.reset(); // the owner's session is a month old on the moved clock
    const listed = (await owner.get(SHARING_API.shareLinks)).body as ShareLinkDetails[];
    expect(listed.find((l) => l.id === link.id)?.viewCount).toBe(2);
  });

  it('deletes stored create answers past their 24 hours, and keeps the newer ones', async () => {
    const c = await ResumeClient.signIn(t);
    const add = (key: string) =>
      c
        .post(RESUME_API.section('experiences'), { title: key, company: 'Acme', startDate: '2020-01' })
        .set(IDEMPOTENCY.header, key);
    expect((await add('old-key-123')).status).toBe(201);
    t.clock.advance(IDEMPOTENCY.ttlMs - 60_000);
    expect((await add('new-key-123')).status).toBe(201);
    t.clock.advance(120_000);
    const mine = () => t.count('idempotent_answers', 'userId = ?', [c.userId]);
    expect(await mine()).toBe(2);

    expect(await t.app.get(IdempotentAnswers).sweep()).toBeGreaterThanOrEqual(1);
    expect(
      await t.dataSource.query('SELECT idempotencyKey FROM idempotent_answers WHERE userId = ?', [c.userId]),
    ).toEqual([{ idempotencyKey: 'new-key-123' }]);
  });
});
