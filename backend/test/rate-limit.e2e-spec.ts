import { ERROR_CODES, LIMITS } from '@resume/contracts';
import request from 'supertest';
import { freshEmail, freshIp, TestApp } from './support/test-app';
import { targets } from './support/targets';

describe.each(targets({ everyStore: true }))('rate limits on $name', (target) => {
  // The production values of the per-address mail allowance (the test app's default switches it off).
  const t = new TestApp(target, {
    SIGN_IN_MAIL_INTERVAL_MS: String(LIMITS.signInMailsPerAddress.intervalMs),
    SIGN_IN_MAILS_PER_DAY: String(LIMITS.signInMailsPerAddress.perDay),
  });
  beforeAll(() => t.start(), 60_000);
  afterAll(() => t.stop());

  const expectLimited = (res: { status: number; body: Record<string, unknown>; headers: Record<string, string> }) => {
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ code: 'RATE_LIMITED', message: ERROR_CODES.RATE_LIMITED.message });
    expect(res.body.retryAfterSeconds).toEqual(expect.any(Number));
    expect(res.body.retryAfterSeconds as number).toBeGreaterThan(0);
    expect(res.body.retryAfterSeconds as number).toBeLessThanOrEqual(LIMITS.magicLinkPerClient.windowMs / 1000);
    expect(res.headers['retry-after']).toBe(String(res.body.retryAfterSeconds));
  };

  it('never refuses a request for an address: one mail a minute whatever the client or letter case', async () => {
    // Until issue 24 the sixth request for an address was refused for 15 minutes, its owner's own included.
    const email = freshEmail();
    const sent = t.mails().length;
    for (let i = 0; i < 10; i++) {
      const res = await t.post('/api/auth/magic-link', { email: i % 2 ? email.toUpperCase() : email });
      expect(res.status).toBe(200);
    }
    expect(t.mails().length - sent).toBe(1);
    // Another address is not affected.
    const other = freshEmail();
    expect((await t.post('/api/auth/magic-link', { email: other })).status).toBe(200);
    expect(t.mails().length - sent).toBe(2);
  });

  it('limits one client asking for links to many addresses', async () => {
    const ip = freshIp();
    for (let i = 0; i < LIMITS.magicLinkPerClient.limit; i++) {
      expect((await t.post('/api/auth/magic-link', { email: freshEmail() }, ip)).status).toBe(200);
    }
    expectLimited(await t.post('/api/auth/magic-link', { email: freshEmail() }, ip));
    expect((await t.post('/api/auth/magic-link', { email: freshEmail() }, freshIp())).status).toBe(200);
  });

  it('limits token guessing per client', async () => {
    const ip = freshIp();
    for (let i = 0; i < LIMITS.verifyPerClient.limit; i++) {
      expect((await t.post('/api/auth/verify-magic-link', { token: `guess-${i}` }, ip)).status).toBe(401);
    }
    expectLimited(await t.post('/api/auth/verify-magic-link', { token: 'guess-last' }, ip));
    // A real link from another client still works.
    const token = await t.requestLink(freshEmail());
    expect((await t.verify(token)).status).toBe(200);
  });

  it('counts concurrent requests exactly', async () => {
    const ip = freshIp();
    const total = LIMITS.magicLinkPerClient.limit + 10;
    const results = await Promise.all(
      Array.from({ length: total }, () => t.post('/api/auth/magic-link', { email: freshEmail() }, ip)),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(LIMITS.magicLinkPerClient.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(total - LIMITS.magicLinkPerClient.limit);
  });

  it('keeps the counters outside the process', async () => {
    await t.post('/api/auth/magic-link', { email: freshEmail() });
    if (target.redis) {
      expect((await t.redis!.keys(`${t.redisPrefix}ratelimit:*`)).length).toBeGreaterThan(0);
      expect(await t.count('rate_limit_hits')).toBe(0);
    } else {
      expect(await t.count('rate_limit_hits')).toBeGreaterThan(0);
    }
  });

  it('does not limit the other routes', async () => {
    const { cookie } = await t.signIn();
    for (let i = 0; i < LIMITS.verifyPerClient.limit + 1; i++) {
      const res = await t.http().get('/api/user').set('Cookie', cookie);
      expect(res.status).toBe(200);
    }
  });
});

// Replicas need a shared server: MariaDB and/or Redis (sql.js is one process by design).
const shared = targets({ everyStore: true }).filter((target) => target.database === 'mariadb' && !target.missing);
if (shared.length > 0) {
  describe.each(shared)('two replicas on $name', (target) => {
    const t = new TestApp(target, {
      SIGN_IN_MAIL_INTERVAL_MS: String(LIMITS.signInMailsPerAddress.intervalMs),
      SIGN_IN_MAILS_PER_DAY: String(LIMITS.signInMailsPerAddress.perDay),
    });
    beforeAll(() => t.start(), 60_000);
    afterAll(() => t.stop());

    it('share sessions and rate-limit counters', async () => {
      const replica = await t.startReplica();
      const { cookie } = await t.signIn();
      expect((await request(replica.getHttpServer()).get('/api/user').set('Cookie', cookie)).status).toBe(200);

      const email = freshEmail();
      const servers = [t.app.getHttpServer(), replica.getHttpServer()];
      const sent = t.mails().filter((m) => m.to === email).length;
      for (let i = 0; i < 6; i++) {
        const res = await request(servers[i % 2])
          .post('/api/auth/magic-link')
          .set('X-Forwarded-For', freshIp())
          .send({ email });
        expect(res.status).toBe(200);
      }
      // One mail a minute for the address, counted across both replicas.
      expect(t.mails().filter((m) => m.to === email).length - sent).toBe(1);
      // Logging out on one replica ends the session on the other.
      await request(replica.getHttpServer()).post('/api/logout').set('Cookie', cookie).send({});
      expect((await t.http().get('/api/user').set('Cookie', cookie)).status).toBe(401);
    });
  });
}
