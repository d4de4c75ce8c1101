import { API_PATHS } from '@resume/contracts';
import { freshEmail, TestApp } from './support/test-app';
import { targets } from './support/targets';

/**
 * Issue 24, LOW item "no sign out everywhere" (docs/decisions/0033-one-email-one-account.md): a signed-in person ends
 * every other session of their account at once (a lost phone, a shared computer); the session they use stays.
 */
describe.each(targets({ everyStore: true }))('sign out of every other session on $name', (target) => {
  const t = new TestApp(target);
  beforeAll(() => t.start(), 60_000);
  afterAll(() => t.stop());

  const me = (cookie: string) => t.http().get('/api/user').set('Cookie', cookie);
  const signOutOthers = (cookie?: string) => {
    const req = t.http().post(API_PATHS.signOutOthers);
    return (cookie ? req.set('Cookie', cookie) : req).send({});
  };

  it('ends the account’s other sessions, keeps the current one and touches no other account', async () => {
    const email = freshEmail('devices');
    const laptop = await t.signIn(email);
    const phone = await t.signIn(email);
    const tablet = await t.signIn(email);
    const stranger = await t.signIn();
    expect(phone.user.id).toBe(laptop.user.id);

    const res = await signOutOthers(tablet.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, ended: 2 });

    expect((await me(laptop.cookie)).status).toBe(401);
    expect((await me(phone.cookie)).status).toBe(401);
    expect((await me(tablet.cookie)).status).toBe(200);
    expect((await me(stranger.cookie)).status).toBe(200);
    // Nothing left to end: a repeat is harmless.
    expect((await signOutOthers(tablet.cookie)).body).toEqual({ success: true, ended: 0 });
    // A session signed in afterwards is a new one, untouched.
    const later = await t.signIn(email);
    expect((await me(later.cookie)).status).toBe(200);
  });

  it('is 401 without a session', async () => {
    const res = await signOutOthers();
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });
});
