import { EMAIL_CHANGE, ERROR_CODES, MAGIC_LINK, SESSION_COOKIE } from '@resume/contracts';
import { APP_URL, freshEmail, sessionCookie, setCookies, TestApp } from './support/test-app';
import { targets } from './support/targets';

/**
 * Issue 10, points 1 and 2 (docs/decisions/0015): the sign-in address changes only when the new address confirms
 * it, and a magic link signs in a person in the browser that asked for it, not a scanner or a stranger's page.
 */
describe.each(targets())('sign-in trust on $name', (target) => {
  const t = new TestApp(target);
  beforeAll(() => t.start(), 60_000);
  afterAll(() => t.stop());
  afterEach(() => t.clock.reset());

  const me = (cookie: string) => t.http().get('/api/user').set('Cookie', cookie);
  const patchUser = (cookie: string, body: object) => t.http().patch('/api/user').set('Cookie', cookie).send(body);
  const confirm = (cookie: string | null, token: string) => {
    const req = t.http().post('/api/user/email-change/confirm');
    return (cookie ? req.set('Cookie', cookie) : req).send({ token });
  };
  const userRow = async (id: unknown) =>
    (await t.dataSource.query('SELECT email FROM users WHERE id = ?', [id]))[0] as { email: string } | undefined;
  /** The token of the confirmation link in the last mail to the address. */
  const confirmTokenFor = (email: string) => {
    const match = /\/confirm-email\?token=([A-Za-z0-9_%-]+)/.exec(t.lastMailTo(email).text);
    if (!match) throw new Error(`no confirmation link in the last mail to ${email}`);
    return decodeURIComponent(match[1]);
  };

  describe('changing the sign-in address', () => {
    it('the hijack sequence ends with the victim in their own account and the attacker seeing nothing', async () => {
      const attacker = await t.signIn(freshEmail('mallory'));
      const victimEmail = freshEmail('victim');

      // Today's attack: the attacker puts the victim's address on their own account.
      const patched = await patchUser(attacker.cookie, { email: victimEmail });
      expect(patched.status).toBe(200);
      expect(patched.body).toMatchObject({
        id: attacker.user.id,
        email: attacker.user.email,
        pendingEmail: victimEmail,
      });
      expect(await userRow(attacker.user.id)).toEqual({ email: attacker.user.email });
      // The victim is asked, the attacker's own address is told.
      expect(t.lastMailTo(victimEmail).text).toContain(`${APP_URL}/confirm-email?token=`);
      expect(t.lastMailTo(String(attacker.user.email)).text).toContain(`v***@example.com`);

      // The link is useless to the victim: it confirms only for the account that asked, signed in.
      const token = confirmTokenFor(victimEmail);
      expect((await confirm(null, token)).status).toBe(401);

      // The victim signs in by magic link, unaware: they get an account of their own.
      const victim = await t.signIn(victimEmail);
      expect(victim.user.id).not.toBe(attacker.user.id);
      expect(victim.user.email).toBe(victimEmail.toLowerCase());
      const summary = `victim-secret-${Date.now()}`;
      expect((await t.http().patch('/api/resume').set('Cookie', victim.cookie).send({ summary })).status).toBe(200);

      // The attacker's session reads only the attacker's resume, and cannot redeem the victim's confirmation.
      const theirs = await t.http().get('/api/complete-resume').set('Cookie', attacker.cookie);
      expect(theirs.status).toBe(200);
      expect(JSON.stringify(theirs.body)).not.toContain(summary);
      expect(theirs.body.user.email).toBe(attacker.user.email);
      expect((await confirm(victim.cookie, token)).status).toBe(400);
      expect(await userRow(attacker.user.id)).toEqual({ email: attacker.user.email });
      expect(await userRow(victim.user.id)).toEqual({ email: victimEmail.toLowerCase() });
    });

    it('never tells the requester whether the new address has an account', async () => {
      const existing = await t.signIn(freshEmail('taken'));
      const { cookie, user } = await t.signIn();
      const free = freshEmail('free');
      const a = await patchUser(cookie, { email: existing.user.email });
      const aBody = { ...a.body };
      const b = await patchUser(cookie, { email: free });
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(aBody).toEqual({ ...b.body, pendingEmail: existing.user.email });
      expect(Object.keys(a.headers).sort()).toEqual(Object.keys(b.headers).sort());
      expect(b.body).toMatchObject({ email: user.email, pendingEmail: free });
      // Only the owner of the taken address learns it, and gets no link that could work.
      expect(t.lastMailTo(String(existing.user.email)).text).not.toContain('/confirm-email?token=');
      expect(t.lastMailTo(String(existing.user.email)).text).toContain('already signs in with it');
    });

    it('changes the address only when the signed-in account redeems the link, and ends its other sessions', async () => {
      const oldEmail = freshEmail('old');
      const first = await t.signIn(oldEmail);
      const second = await t.signIn(oldEmail);
      const stranger = await t.signIn();
      const newEmail = freshEmail('new');
      expect((await patchUser(first.cookie, { email: newEmail })).status).toBe(200);
      expect((await me(second.cookie)).body).toMatchObject({ email: oldEmail.toLowerCase(), pendingEmail: newEmail });
      const token = confirmTokenFor(newEmail);

      // Opening the page (GET, HEAD) uses nothing up.
      expect((await t.http().get(`/confirm-email?token=${token}`)).status).toBe(200);
      expect((await t.http().head(`/confirm-email?token=${token}`)).status).toBe(200);
      // Signed out, or signed in as another account: refused, nothing changes.
      expect((await confirm(null, token)).status).toBe(401);
      const foreign = await confirm(stranger.cookie, token);
      expect(foreign.status).toBe(400);
      expect(foreign.body).toEqual({ code: 'EMAIL_CHANGE_INVALID', message: ERROR_CODES.EMAIL_CHANGE_INVALID.message });
      expect(await userRow(first.user.id)).toEqual({ email: oldEmail.toLowerCase() });

      const done = await confirm(first.cookie, token);
      expect(done.status).toBe(200);
      expect(done.body).toMatchObject({
        success: true,
        user: { id: first.user.id, email: newEmail, pendingEmail: null },
      });
      expect(await userRow(first.user.id)).toEqual({ email: newEmail });
      expect((await me(first.cookie)).status).toBe(200);
      expect((await me(second.cookie)).status).toBe(401);
      expect((await me(stranger.cookie)).status).toBe(200);
      expect(t.lastMailTo(oldEmail).subject).toBe('Your sign-in email was changed');
      expect(t.lastMailTo(oldEmail).text).toContain('n***@example.com');

      // Used once; the new address signs in to the same account; the old one no longer does.
      expect((await confirm(first.cookie, token)).status).toBe(400);
      expect((await t.signIn(newEmail)).user.id).toBe(first.user.id);
      expect((await t.signIn(oldEmail)).user.id).not.toBe(first.user.id);
    });

    it('withdraws a pending change, and the mailed link stops working', async () => {
      const { cookie, user } = await t.signIn();
      const newEmail = freshEmail('withdrawn');
      await patchUser(cookie, { email: newEmail });
      const token = confirmTokenFor(newEmail);
      // Saving the form again with the current address keeps the change pending.
      expect((await patchUser(cookie, { email: user.email, name: 'Jane' })).body).toMatchObject({
        name: 'Jane',
        pendingEmail: newEmail,
      });
      expect((await t.http().delete('/api/user/email-change').set('Cookie', cookie)).status).toBe(204);
      expect((await me(cookie)).body.pendingEmail).toBeNull();
      expect((await confirm(cookie, token)).status).toBe(400);
      expect(await userRow(user.id)).toEqual({ email: user.email });
    });

    it('keeps only the newest link, and a link a day old no longer works', async () => {
      const { cookie, user } = await t.signIn();
      const one = freshEmail('one');
      const two = freshEmail('two');
      await patchUser(cookie, { email: one });
      const oldToken = confirmTokenFor(one);
      await patchUser(cookie, { email: two });
      expect((await confirm(cookie, oldToken)).status).toBe(400);
      const token = confirmTokenFor(two);
      t.clock.advance(EMAIL_CHANGE.ttlMs + 1000);
      expect((await confirm(cookie, token)).status).toBe(400);
      expect(await userRow(user.id)).toEqual({ email: user.email });
    });

    it('refuses a change when the address was taken meanwhile', async () => {
      const { cookie, user } = await t.signIn();
      const contested = freshEmail('contested');
      await patchUser(cookie, { email: contested });
      const token = confirmTokenFor(contested);
      await t.signIn(contested);
      const res = await confirm(cookie, token);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('EMAIL_TAKEN');
      expect(await userRow(user.id)).toEqual({ email: user.email });
    });

    it(`limits change requests to ${EMAIL_CHANGE.perUser.limit} an hour, and a refused request changes nothing`, async () => {
      const { cookie, user } = await t.signIn();
      for (let i = 0; i < EMAIL_CHANGE.perUser.limit; i++) {
        expect((await patchUser(cookie, { email: freshEmail('many') })).status).toBe(200);
      }
      const mailsBefore = t.mails().length;
      const refused = await patchUser(cookie, { email: freshEmail('one-too-many'), name: 'Not saved' });
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('RATE_LIMITED');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(t.mails().length).toBe(mailsBefore);
      expect((await me(cookie)).body.name).toBeNull();
      // Other fields still save: only address changes are counted.
      expect((await patchUser(cookie, { name: 'Saved', email: user.email })).status).toBe(200);
    });
  });

  describe('a magic link signs in a person', () => {
    it('opens at once in the browser that asked for it, and that cookie is HttpOnly and only for sign-in calls', async () => {
      const email = freshEmail();
      const res = await t.post('/api/auth/magic-link', { email });
      const cookie = setCookies(res.headers['set-cookie']).find((c) => c.startsWith(`${MAGIC_LINK.browserCookie}=`))!;
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; Path=\/api\/auth/);
      expect(cookie).toMatch(/; SameSite=Lax/);
      expect(cookie).toMatch(new RegExp(`; Max-Age=${MAGIC_LINK.ttlMs / 1000}`));
      const value = cookie.split(';')[0];
      const token = t.lastTokenFor(email);
      // The database keeps only a hash of the browser's value, never the value.
      const rows = await t.dataSource.query('SELECT browserHash FROM magic_link_tokens WHERE email = ?', [email]);
      expect(rows[0].browserHash).toMatch(/^[0-9a-f]{64}$/);
      expect(rows[0].browserHash).not.toContain(value.split('=')[1]);

      const verified = await t.http().post('/api/auth/verify-magic-link').set('Cookie', value).send({ token });
      expect(verified.status).toBe(200);
      expect(verified.body).toMatchObject({ success: true, message: 'Login successful' });
      expect(sessionCookie(verified.headers['set-cookie'])).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
    });

    it('in another browser it asks first, says whom it signs in, and the question uses nothing up', async () => {
      const email = freshEmail('alice');
      const token = await t.requestLink(email);
      const asked = await t.verify(token, { browser: false });
      expect(asked.status).toBe(409);
      expect(asked.body).toEqual({
        code: 'MAGIC_LINK_CONFIRM_REQUIRED',
        message: ERROR_CODES.MAGIC_LINK_CONFIRM_REQUIRED.message,
        email: 'a***@example.com',
      });
      expect(setCookies(asked.headers['set-cookie']).some((c) => c.startsWith(`${SESSION_COOKIE}=`))).toBe(false);
      expect(await t.count('users', 'email = ?', [email])).toBe(0);
      // Asking again (a scanner's second look) still uses nothing; the person's click does.
      expect((await t.verify(token, { browser: false })).status).toBe(409);
      const clicked = await t.verify(token, { browser: false, confirm: true });
      expect(clicked.status).toBe(200);
      expect(clicked.body.user.email).toBe(email);
    });

    it('GET and HEAD of the verify page leave the link usable', async () => {
      const token = await t.requestLink(freshEmail());
      expect((await t.http().get(`/magic-link-verify?token=${token}`)).status).toBe(200);
      expect((await t.http().head(`/magic-link-verify?token=${token}`)).status).toBe(200);
      expect((await t.http().get(`/api/auth/verify-magic-link?token=${token}`)).status).toBe(404);
      expect((await t.verify(token)).status).toBe(200);
    });

    it('a stranger’s page cannot switch a signed-in victim into the stranger’s account (login CSRF)', async () => {
      const victim = await t.signIn(freshEmail('victim'));
      const attackerToken = await t.requestLink(freshEmail('mallory'));
      // The victim's browser, sent to the attacker's link: it has the victim's session, not the link's cookie.
      const res = await t.verify(attackerToken, { browser: false, cookie: victim.cookie });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        code: 'MAGIC_LINK_CONFIRM_REQUIRED',
        email: 'm***@example.com',
        signedInAs: 'v***@example.com',
      });
      expect((await me(victim.cookie)).body.id).toBe(victim.user.id);
      // A cross-site POST with the click is refused by the origin check before it reaches the link.
      const forged = await t
        .verify(attackerToken, { browser: false, cookie: victim.cookie, confirm: true })
        .set('Origin', 'https://evil.example');
      expect(forged.status).toBe(403);
      expect((await me(victim.cookie)).body.id).toBe(victim.user.id);
    });

    it('asks before switching accounts even in the browser that asked, and switches when told to', async () => {
      const first = await t.signIn(freshEmail('first'));
      const secondEmail = freshEmail('second');
      const token = await t.requestLink(secondEmail);
      const asked = await t.verify(token, { cookie: first.cookie });
      expect(asked.status).toBe(409);
      expect(asked.body).toMatchObject({ email: 's***@example.com', signedInAs: 'f***@example.com' });
      const switched = await t.verify(token, { cookie: first.cookie, confirm: true });
      expect(switched.status).toBe(200);
      expect(switched.body.user.email).toBe(secondEmail);
      expect((await me(first.cookie)).status).toBe(401);
    });

    it('signs in at once over a session of the same account', async () => {
      const email = freshEmail('same');
      const first = await t.signIn(email);
      const token = await t.requestLink(email);
      expect((await t.verify(token, { cookie: first.cookie })).status).toBe(200);
    });

    it('answers an unknown or used link as invalid before asking anything', async () => {
      const token = await t.requestLink(freshEmail());
      expect((await t.verify(token)).status).toBe(200);
      for (const confirmFlag of [undefined, true]) {
        const res = await t.verify(token, { browser: false, confirm: confirmFlag });
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ code: 'MAGIC_LINK_INVALID', message: 'Invalid or expired magic link.' });
      }
    });
  });
});
