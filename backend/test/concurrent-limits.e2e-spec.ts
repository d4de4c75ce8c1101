import {
  BILLING_API,
  LIMITS,
  RESUME_API,
  RESUME_LIMITS,
  SHARE_CODE_ATTEMPTS,
  SHARE_LINK_LIMITS,
  SHARING_API,
  TAILORING_API,
} from '@resume/contracts';
import type { ShareLinkDetails } from '@resume/contracts';
import { FILTER_LIMITS, TEMPLATE_LIMITS } from '@resume/contracts/dto';
import type { Server } from 'node:http';
import { ResumeClient } from './support/resume-client';
import { simultaneous, type BurstRequest } from './support/simultaneous-requests';
import { targets } from './support/targets';
import { freshEmail, freshIp, TestApp } from './support/test-app';

/**
 * Limits under a burst (issue 24 point 4, docs/decisions/0034-atomic-limits.md): every request of a burst is counted
 * by one atomic step that also decides its answer, so 100 requests sent at once from one client get exactly what
 * 100 requests one after the other would get, and a right password or code inside the burst past the limit is
 * refused like a wrong one.
 */
// Bursts through a slow hop take seconds each, more on a loaded machine: well past the default 30 s for safety.
jest.setTimeout(90_000);

const ADMIN = { user: 'ops', password: 'correct horse battery staple' };
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const BURST = 100;
/** MariaDB and Redis 10 ms away (a round trip), as over a network: long enough for a burst's requests to overlap. */
const SERVICES = { serviceDelayMs: 5 };
const CODE = '7391';
const ALERT_SUBJECTS = ['Someone is entering wrong codes for your share link', 'Your share link is locked'];
const admin = LIMITS.adminAuthFailuresPerClient;

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, s) => ({ ...counts, [s]: (counts[s] ?? 0) + 1 }), {});

/** `count` requests arriving together (`servers` taking turns), their statuses in sending order. */
const burst = async (servers: Server | Server[], count: number, request: (i: number) => BurstRequest) =>
  (
    await simultaneous(
      servers,
      Array.from({ length: count }, (_, i) => request(i)),
    )
  ).map((r) => r.status);

const adminGuess = (password: string, ip: string): BurstRequest => ({
  method: 'GET',
  path: '/admin/metrics',
  headers: { 'X-Forwarded-For': ip, Authorization: basic(ADMIN.user, password) },
});
const magicLink = (ip: string): BurstRequest => ({
  method: 'POST',
  path: '/api/auth/magic-link',
  headers: { 'X-Forwarded-For': ip },
  body: { email: freshEmail() },
});

describe.each(targets({ everyStore: true }))('limits under a burst on $name', (target) => {
  const t = new TestApp(target, { ADMIN_USER: ADMIN.user, ADMIN_PASSWORD: ADMIN.password }, SERVICES);
  beforeAll(() => t.start(), 60_000);
  afterAll(() => t.stop());

  const server = () => t.app.getHttpServer() as Server;
  const adminAnswer = (password: string, ip: string) =>
    t.http().get('/admin/metrics').set('X-Forwarded-For', ip).set('Authorization', basic(ADMIN.user, password));

  it(`${BURST} parallel wrong admin passwords from one client: exactly ${admin.limit} are compared (401), the rest 429`, async () => {
    const ip = freshIp();
    const statuses = await burst(server(), BURST, (i) => adminGuess(`guess-${i}`, ip));
    expect(tally(statuses)).toEqual({ 401: admin.limit, 429: BURST - admin.limit });
    // The right password afterwards is refused too; another client is not affected.
    expect((await adminAnswer(ADMIN.password, ip)).status).toBe(429);
    expect((await adminAnswer(ADMIN.password, freshIp())).status).toBe(200);
  });

  it('a right admin password sent inside the burst after the limit is refused, not let in', async () => {
    const ip = freshIp();
    // Wrong guesses first, the right password among the last half: by then the limit is used up.
    const right = new Set([50, 70, 99]);
    const statuses = await burst(server(), BURST, (i) => adminGuess(right.has(i) ? ADMIN.password : `guess-${i}`, ip));
    expect([...right].map((i) => statuses[i])).toEqual([429, 429, 429]);
    expect(tally(statuses)).toEqual({ 401: admin.limit, 429: BURST - admin.limit });
  });

  it('the right admin password does not use up the limit: wrong ones after it still get their 10 tries', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await adminAnswer(ADMIN.password, ip)).status).toBe(200);
    const statuses = await burst(server(), 30, (i) => adminGuess(`guess-${i}`, ip));
    expect(tally(statuses)).toEqual({ 401: admin.limit, 429: 30 - admin.limit });
  });

  it('magic-link requests from one client in parallel past its limit: exactly the limit are accepted', async () => {
    const ip = freshIp();
    const sent = t.mails().length;
    const count = LIMITS.magicLinkPerClient.limit * 3;
    const statuses = await burst(server(), count, () => magicLink(ip));
    expect(tally(statuses)).toEqual({
      200: LIMITS.magicLinkPerClient.limit,
      429: count - LIMITS.magicLinkPerClient.limit,
    });
    expect(t.mails().length - sent).toBe(LIMITS.magicLinkPerClient.limit);
  });

  it("a per-person limit (checkout sessions) counts one person's parallel requests exactly", async () => {
    const c = await ResumeClient.signIn(t);
    const { limit } = LIMITS.billingSessionsPerUser;
    // Guards run before validation: each empty body is counted, then refused 400 if the limit let it through.
    const statuses = await burst(server(), limit * 3, () => ({
      method: 'POST',
      path: BILLING_API.createCheckout,
      headers: { Cookie: c.cookie },
      body: {},
    }));
    expect(tally(statuses)).toEqual({ 400: limit, 429: limit * 2 });
  });

  // A person's rows are counted in the database, whether Redis is there or not: on MariaDB + Redis these cases ran
  // the same statements on the same database as on MariaDB alone (some 35 s of CI), so they run on each database
  // once (decision 0032).
  const sameDatabaseAsAnother = target.redis && target.database === 'mariadb' && !target.missing;
  if (!sameDatabaseAsAnother)
    describe('what one person may keep', () => {
      const bodies: Record<string, (i: number) => object> = {
        [TAILORING_API.filters]: (i) => ({ name: `Filter ${i}` }),
        [RESUME_API.section('education')]: (i) => ({
          degree: `Degree ${i}`,
          institution: 'TU Berlin',
          startDate: '2015',
        }),
      };
      // Each create counts the person's rows and inserts in one transaction: two of them at once must not both count
      // the same number (on MariaDB they did: 59 filters of 50, 26 templates of 20, 105 share links of 100).
      it.each([
        {
          what: 'filters',
          path: TAILORING_API.filters,
          table: 'filters',
          limit: FILTER_LIMITS.perUser,
          code: 'FILTER_LIMIT_REACHED',
        },
        {
          what: 'templates',
          path: TAILORING_API.templates,
          table: 'templates',
          limit: TEMPLATE_LIMITS.perUser,
          code: 'TEMPLATE_LIMIT_REACHED',
        },
        {
          what: 'share links',
          path: SHARING_API.shareLinks,
          table: 'share_links',
          limit: SHARE_LINK_LIMITS.perUser,
          code: 'SHARE_LINK_LIMIT_REACHED',
        },
        {
          what: 'education entries',
          path: RESUME_API.section('education'),
          table: 'education',
          limit: RESUME_LIMITS.itemsPerSection.education,
          code: 'SECTION_FULL',
        },
      ])('$limit $what at most, whatever number of creates arrive at once', async ({ path, table, limit, code }) => {
        const c = await ResumeClient.signInPaid(t);
        const extra = 20;
        const answers = await simultaneous(
          server(),
          Array.from({ length: limit + extra }, (_, i) => ({
            method: 'POST',
            path,
            headers: { Cookie: c.cookie },
            body: bodies[path]?.(i) ?? {},
          })),
        );
        expect(tally(answers.map((a) => a.status))).toEqual({ 201: limit, 409: extra });
        expect(answers.filter((a) => a.status === 409).every((a) => a.body.code === code)).toBe(true);
        expect(await t.count(table, 'userId = ?', [c.userId])).toBe(limit);
      });
    });

  describe('share codes', () => {
    const { freeFailuresPerClient, lockAfterFailures } = SHARE_CODE_ATTEMPTS;

    async function ownerWithLink() {
      const c = await ResumeClient.signInPaid(t);
      const res = await c.post(SHARING_API.shareLinks, { securityCode: CODE });
      if (res.status !== 201) throw new Error(`create link answered ${res.status} ${JSON.stringify(res.body)}`);
      const [user] = await t.dataSource.query('SELECT email FROM users WHERE id = ?', [c.userId]);
      return { c, link: res.body as ShareLinkDetails, email: String(user.email) };
    }
    const attempt = (shareableId: string, code: string, ip: string): BurstRequest => ({
      method: 'GET',
      path: SHARING_API.sharedResume(shareableId, code),
      headers: { 'X-Forwarded-For': ip },
    });
    const failedAttempts = async (c: ResumeClient, id: string) =>
      ((await c.get(SHARING_API.shareLinks)).body as ShareLinkDetails[]).find((l) => l.id === id)!;

    it(`${BURST} parallel wrong codes from one client: only its free tries are weighed, then it waits, the right code too`, async () => {
      const { c, link } = await ownerWithLink();
      const ip = freshIp();
      const statuses = await burst(server(), BURST, (i) =>
        attempt(link.shareableId, i === 60 ? CODE : String(2000 + i), ip),
      );
      expect(statuses[60]).toBe(429);
      expect(tally(statuses)).toEqual({ 403: freeFailuresPerClient, 429: BURST - freeFailuresPerClient });
      expect(await failedAttempts(c, link.id)).toMatchObject({ locked: false, failedAttempts: freeFailuresPerClient });
    });

    it(`${BURST} parallel wrong codes from ${BURST} clients: exactly ${lockAfterFailures} weighed, one mail per level, a right code after the lock refused`, async () => {
      const { c, link, email } = await ownerWithLink();
      const right = new Set([60, 80, 99]);
      const statuses = await burst(server(), BURST, (i) =>
        attempt(link.shareableId, right.has(i) ? CODE : String(2000 + i), freshIp()),
      );
      expect([...right].map((i) => statuses[i])).toEqual([423, 423, 423]);
      expect(tally(statuses)).toEqual({ 403: lockAfterFailures, 423: BURST - lockAfterFailures });
      expect(await failedAttempts(c, link.id)).toMatchObject({ locked: true, failedAttempts: lockAfterFailures });
      const alerts = t.mails().filter((m) => m.to === email && ALERT_SUBJECTS.includes(m.subject));
      expect(alerts.map((m) => m.subject)).toEqual(ALERT_SUBJECTS);
    });
  });
});

// Two replicas on one database (and Redis): a burst split between them is counted as one.
const shared = targets({ everyStore: true }).filter((target) => target.database === 'mariadb' && !target.missing);
if (shared.length > 0) {
  describe.each(shared)('limits under a burst on two replicas on $name', (target) => {
    const t = new TestApp(target, { ADMIN_USER: ADMIN.user, ADMIN_PASSWORD: ADMIN.password }, SERVICES);
    let servers: Server[];
    beforeAll(async () => {
      await t.start();
      servers = [t.app.getHttpServer(), (await t.startReplica()).getHttpServer()];
    });
    afterAll(() => t.stop());

    it(`${BURST} wrong admin passwords and a right one, split between the replicas: ${admin.limit} compared, the right one refused`, async () => {
      const ip = freshIp();
      const statuses = await burst(servers, BURST, (i) => adminGuess(i === 71 ? ADMIN.password : `guess-${i}`, ip));
      expect(statuses[71]).toBe(429);
      expect(tally(statuses)).toEqual({ 401: admin.limit, 429: BURST - admin.limit });
    });

    it('magic-link requests of one client split between the replicas: exactly the limit accepted', async () => {
      const ip = freshIp();
      const count = LIMITS.magicLinkPerClient.limit * 3;
      const statuses = await burst(servers, count, () => magicLink(ip));
      expect(tally(statuses)).toEqual({
        200: LIMITS.magicLinkPerClient.limit,
        429: count - LIMITS.magicLinkPerClient.limit,
      });
    });
  });
}
