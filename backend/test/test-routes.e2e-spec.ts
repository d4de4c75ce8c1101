import { loadConfig } from '../src/config/env.schema';
import { TestApp } from './support/test-app';

const sqljs = { name: 'sql.js', database: 'sqljs', redis: false } as const;

describe('test-only plan route', () => {
  describe('when ENABLE_TEST_ROUTES is not set (the default)', () => {
    const t = new TestApp(sqljs);
    beforeAll(() => t.start());
    afterAll(() => t.stop());

    it('does not exist', async () => {
      const { cookie } = await t.signIn();
      const res = await t
        .http()
        .post('/api/test/grant-plan')
        .set('Cookie', cookie)
        .send({ plan: 'premium', subscriptionStatus: 'active' });
      expect(res.status).toBe(404);
      const user = await t.http().get('/api/user').set('Cookie', cookie);
      expect(user.body).toMatchObject({ plan: 'free', subscriptionStatus: null });
    });
  });

  describe('with ENABLE_TEST_ROUTES=true', () => {
    const t = new TestApp(sqljs, { ENABLE_TEST_ROUTES: 'true' });
    beforeAll(() => t.start());
    afterAll(() => t.stop());

    it('gives the signed-in user a plan and status', async () => {
      const { cookie, user } = await t.signIn();
      const res = await t
        .http()
        .post('/api/test/grant-plan')
        .set('Cookie', cookie)
        .send({ plan: 'premium', subscriptionStatus: 'active' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: user.id, plan: 'premium', subscriptionStatus: 'active' });
      expect((await t.http().get('/api/user').set('Cookie', cookie)).body.plan).toBe('premium');
    });

    it('refuses an unknown plan and needs a session', async () => {
      const { cookie } = await t.signIn();
      expect((await t.http().post('/api/test/grant-plan').set('Cookie', cookie).send({ plan: 'gold' })).status).toBe(
        400,
      );
      expect((await t.http().post('/api/test/grant-plan').send({ plan: 'premium' })).status).toBe(401);
    });
  });

  it('cannot be switched on in production', () => {
    expect(() => loadConfig({ ENABLE_TEST_ROUTES: 'true', NODE_ENV: 'production' })).toThrow(/ENABLE_TEST_ROUTES/);
  });
});
