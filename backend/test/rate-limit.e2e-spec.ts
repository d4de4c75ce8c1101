import { ERROR_CODES, LIMITS } from '@resume/contracts';
import request from 'supertest';
import { freshEmail, freshIp, TestApp } from './support/test-app';
import { targets } from './support/targets';

describe.each(targets())('rate limits on $name', (target) => {
  const t = new TestApp(target);
  beforeAll(() => t.start(), 60_000);
  afterAll(() => t.stop());

  const expectLimited = (res: { status: number; body: Record<string, unknown>; headers: Record<string, string> }) => {
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ code: 'RATE_LIMITED', message: ERROR_CODES.RATE_LIMITED.message });
    expect(res.body.retryAfterSeconds).toEqual(expect.any(Number));
    expect(res.body.retryAfterSeconds as number).toBeGreaterThan(0);
    expect(res.body.retryAfterSeconds as number).toBeLessThanOrEqual(LIMITS.magicLinkPerEmail.windowMs / 1000);
    expect(res.headers['retry-after']).toBe(String(res.body.retryAfterSeconds));
  };

  it('lets "Send Another Link" work, then limits one address whatever the client or letter case', async () => {
    const email = freshEmail();
    const sent = t.mails().length;
    for (let i = 0; i < LIMITS.magicLinkPerEmail.limit; i++) {
      const res = await t.post('/api/auth/magic-link', { email: i % 2 ? email.toUpperCase() : email });
      expect(res.status).toBe(200);
    }
    expect(t.mails().length - sent).toBe(LIMITS.magicLinkPerEmail.limit);
    expectLimited(await t.post('/api/auth/magic-link', { email }));
    expect(t.mails().length - sent).toBe(LIMITS.magicLinkPerEmail.limit);
    // Another address is not affected.
    expect((await t.post('/api/auth/magic-link', { email: freshEmail() })).status).toBe(200);
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
    const email = freshEmail();
    const results = await Promise.all(Array.from({ length: 20 }, () => t.post('/api/auth/magic-link', { email })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(LIMITS.magicLinkPerEmail.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - LIMITS.magicLinkPerEmail.limit);
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
const shared = targets().filter((target) => target.database === 'mariadb' && !target.missing);
if (shared.length > 0) {
  describe.each(shared)('two replicas on $name', (target) => {
    const t = new TestApp(target);
    beforeAll(() => t.start(), 60_000);
    afterAll(() => t.stop());

    it('share sessions and rate-limit counters', async () => {
      const replica = await t.startReplica();
      const { cookie } = await t.signIn();
      expect((await request(replica.getHttpServer()).get('/api/user').set('Cookie', cookie)).status).toBe(200);

      const email = freshEmail();
      const servers = [t.app.getHttpServer(), replica.getHttpServer()];
      for (let i = 0; i < LIMITS.magicLinkPerEmail.limit; i++) {
        const res = await request(servers[i % 2])
          .post('/api/auth/magic-link')
          .set('X-Forwarded-For', freshIp())
          .send({ email });
        expect(res.status).toBe(200);
      }
      for (const server of servers) {
        const res = await request(server)
          .post('/api/auth/magic-link')
          .set('X-Forwarded-For', freshIp())
          .send({ email });
        expect(res.status).toBe(429);
      }
      // Logging out on one replica ends the session on the other.
      await request(replica.getHttpServer()).post('/api/logout').set('Cookie', cookie).send({});
      expect((await t.http().get('/api/user').set('Cookie', cookie)).status).toBe(401);
    });
  });
}
