import { LIMITS } from '@resume/contracts';
import { APP_URL, freshEmail, freshIp, TestApp } from './support/test-app';
import { targets } from './support/targets';

describe.each(targets())('platform on $name', (target) => {
  const t = new TestApp(target);
  beforeAll(() => t.start(), 60_000);
  afterAll(() => t.stop());

  it('GET /health/live answers ok', async () => {
    const res = await t.http().get('/health/live');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('GET /health/ready checks the database and Redis, and shows whether PDFs can print (Chromium)', async () => {
    const res = await t.http().get('/health/ready');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'ok',
      checks: { database: 'up', redis: target.redis ? 'up' : 'not configured', pdf: 'up' },
    });
  });

  describe('origin check on state-changing requests', () => {
    it('refuses a POST from another site with 403 FORBIDDEN_ORIGIN', async () => {
      const res = await t
        .http()
        .post('/api/auth/magic-link')
        .set('Origin', 'https://evil.example')
        .set('X-Forwarded-For', freshIp())
        .send({ email: freshEmail() });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'FORBIDDEN_ORIGIN' });
    });

    it('uses the Referer when there is no Origin', async () => {
      const { cookie } = await t.signIn();
      const res = await t
        .http()
        .post('/api/logout')
        .set('Cookie', cookie)
        .set('Referer', 'http://evil.example/page')
        .send({});
      expect(res.status).toBe(403);
      expect((await t.http().get('/api/user').set('Cookie', cookie)).status).toBe(200);
    });

    it('refuses PATCH from a look-alike origin (other port or scheme)', async () => {
      const { cookie } = await t.signIn();
      for (const origin of ['http://app.example.test:8080', 'https://app.example.test', 'null']) {
        const res = await t.http().patch('/api/user').set('Cookie', cookie).set('Origin', origin).send({ name: 'x' });
        expect(res.status).toBe(403);
      }
    });

    it('lets the same origin and header-less clients through', async () => {
      const email = freshEmail();
      const same = await t
        .http()
        .post('/api/auth/magic-link')
        .set('Origin', APP_URL)
        .set('X-Forwarded-For', freshIp())
        .send({ email });
      expect(same.status).toBe(200);
      const referer = await t
        .http()
        .post('/api/auth/magic-link')
        .set('Referer', `${APP_URL}/login?tab=magic-link`)
        .set('X-Forwarded-For', freshIp())
        .send({ email });
      expect(referer.status).toBe(200);
      expect((await t.post('/api/auth/magic-link', { email })).status).toBe(200);
    });

    it('does not check reads', async () => {
      const res = await t.http().get('/health/live').set('Origin', 'https://evil.example');
      expect(res.status).toBe(200);
    });
  });

  describe('error bodies', () => {
    it('answers a body over the limit with 413 PAYLOAD_TOO_LARGE', async () => {
      const res = await t.post('/api/auth/magic-link', { email: 'a'.repeat(LIMITS.jsonBodyBytes) + '@x.com' });
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' });
    });

    it('answers malformed JSON with 400 VALIDATION_FAILED', async () => {
      const res = await t
        .http()
        .post('/api/auth/magic-link')
        .set('Content-Type', 'application/json')
        .set('X-Forwarded-For', freshIp())
        .send('{"email": ');
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    });

    it('answers an unknown /api path with JSON 404 NOT_FOUND, even for browsers', async () => {
      const res = await t.http().get('/api/nothing-here').set('Accept', 'text/html');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 'NOT_FOUND', message: 'Not found.' });
    });
  });
});
