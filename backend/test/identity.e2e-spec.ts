import { createHash } from 'node:crypto';
import { ERROR_CODES, LIMITS, MAGIC_LINK, MAGIC_LINK_SENT_MESSAGE, SESSION_COOKIE } from '@resume/contracts';
import { APP_URL, freshEmail, freshIp, sessionCookie, setCookies, TestApp } from './support/test-app';
import { targets } from './support/targets';

describe.each(targets({ everyStore: true }))('identity on $name', (target) => {
  const t = new TestApp(target);
  beforeAll(() => t.start(), 60_000);
  afterAll(() => t.stop());
  afterEach(() => t.clock.reset());

  describe('POST /api/auth/magic-link', () => {
    it('refuses an invalid e-mail with the exact message', async () => {
      const res = await t.post('/api/auth/magic-link', { email: 'not-an-email' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'INVALID_EMAIL', message: 'Please enter a valid email address' });
      expect(res.body.details).toEqual([{ field: 'email', problem: 'Please enter a valid email address' }]);
    });

    it('refuses a missing e-mail the same way', async () => {
      const res = await t.post('/api/auth/magic-link', {});
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('INVALID_EMAIL');
    });

    it('answers known and unknown addresses identically, and mails both a link', async () => {
      const known = freshEmail('known');
      await t.signIn(known);
      const unknown = freshEmail('unknown');
      const a = await t.post('/api/auth/magic-link', { email: known });
      const b = await t.post('/api/auth/magic-link', { email: unknown });
      expect(a.status).toBe(200);
      expect(b.status).toBe(200);
      expect(a.body).toEqual({ success: true, message: MAGIC_LINK_SENT_MESSAGE });
      expect(b.body).toEqual(a.body);
      expect(Object.keys(a.headers).sort()).toEqual(Object.keys(b.headers).sort());
      expect(t.lastMailTo(known).subject).toBe(t.lastMailTo(unknown).subject);
    });

    it('builds the link from APP_URL even when Host headers are forged', async () => {
      const email = freshEmail();
      const res = await t
        .http()
        .post('/api/auth/magic-link')
        .set('Host', 'evil.example')
        .set('X-Forwarded-Host', 'evil.example')
        .set('X-Forwarded-Proto', 'https')
        .set('X-Forwarded-For', freshIp())
        .send({ email });
      expect(res.status).toBe(200);
      const mail = t.lastMailTo(email);
      expect(mail.text).toContain(`${APP_URL}/magic-link-verify?token=`);
      expect(mail.html).toContain(`${APP_URL}/magic-link-verify?token=`);
      expect(mail.text + mail.html).not.toContain('evil.example');
      expect(mail.subject).toBeTruthy();
    });

    it('stores only a hash of a 256-bit token that expires in one hour', async () => {
      const email = freshEmail();
      const token = await t.requestLink(email);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      const rows = await t.dataSource.query(
        'SELECT tokenHash, expiresAt, createdAt FROM magic_link_tokens WHERE email = ?',
        [email],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0].tokenHash).not.toContain(token);
      expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
      const ttl = new Date(rows[0].expiresAt).getTime() - new Date(rows[0].createdAt).getTime();
      expect(ttl).toBe(MAGIC_LINK.ttlMs);
    });
  });

  describe('POST /api/auth/verify-magic-link', () => {
    it('signs a new address in with plan free, a username from the e-mail and an empty resume', async () => {
      const email = freshEmail('Jane.Doe');
      const token = await t.requestLink(email);
      const res = await t.verify(token);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, message: 'Login successful' });
      expect(res.body.user).toMatchObject({
        email: email.toLowerCase(),
        plan: 'free',
        subscriptionStatus: null,
        name: null,
      });
      expect(res.body.user.username).toMatch(/^jane-doe-[a-z0-9-]+$/);
      expect(res.body.user.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(res.body.user).not.toHaveProperty('createdAt');
      expect(await t.count('users', 'email = ?', [email.toLowerCase()])).toBe(1);
      expect(await t.count('resumes', 'userId = ?', [res.body.user.id])).toBe(1);
    });

    it('gives the next account from the same local part a -2 suffix', async () => {
      const local = `dup${Date.now().toString(36)}`;
      const first = await t.signIn(`${local}@one.example`);
      const second = await t.signIn(`${local}@two.example`);
      expect(first.user.username).toBe(local);
      expect(second.user.username).toBe(`${local}-2`);
    });

    it('signs an existing account in without creating another', async () => {
      const email = freshEmail();
      const first = await t.signIn(email);
      const again = await t.signIn(email.toUpperCase());
      expect(again.user.id).toBe(first.user.id);
      expect(await t.count('users', 'email = ?', [email.toLowerCase()])).toBe(1);
    });

    it('sets an HttpOnly, SameSite=Lax session cookie for the whole site, not Secure on http', async () => {
      const token = await t.requestLink(freshEmail());
      const res = await t.verify(token);
      const cookie = setCookies(res.headers['set-cookie']).find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
      expect(cookie).toMatch(/; Path=\//);
      expect(cookie).toMatch(new RegExp(`; Max-Age=${LIMITS.sessionTtlMs / 1000}`));
      expect(cookie).not.toMatch(/; Secure/);
      const value = sessionCookie(res.headers['set-cookie']).split('=')[1];
      expect(Buffer.from(value, 'base64url')).toHaveLength(32);
    });

    it('refuses a used link', async () => {
      const token = await t.requestLink(freshEmail());
      expect((await t.verify(token)).status).toBe(200);
      const again = await t.verify(token);
      expect(again.status).toBe(401);
      expect(again.body).toEqual({ code: 'MAGIC_LINK_INVALID', message: 'Invalid or expired magic link.' });
    });

    it('lets exactly one of 20 concurrent redeems of one link through', async () => {
      const email = freshEmail();
      const token = await t.requestLink(email);
      const ip = freshIp();
      const results = await Promise.all(Array.from({ length: 20 }, () => t.verify(token, { ip })));
      const statuses = results.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 401)).toHaveLength(19);
      const user = results.find((r) => r.status === 200)!.body.user;
      if (t.target.redis) {
        expect(await t.redis!.keys(`${t.redisPrefix}session:*`)).not.toHaveLength(0);
      } else {
        expect(await t.count('sessions', 'userId = ?', [user.id])).toBe(1);
      }
      expect(await t.count('users', 'email = ?', [email])).toBe(1);
    });

    it('refuses a link after one hour', async () => {
      const token = await t.requestLink(freshEmail());
      t.clock.advance(MAGIC_LINK.ttlMs + 1000);
      const res = await t.verify(token);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('MAGIC_LINK_INVALID');
    });

    it('accepts a link just before its hour is up', async () => {
      const token = await t.requestLink(freshEmail());
      t.clock.advance(MAGIC_LINK.ttlMs - 5000);
      expect((await t.verify(token)).status).toBe(200);
    });

    it('refuses a tampered or unknown token', async () => {
      const token = await t.requestLink(freshEmail());
      const tampered = (token[0] === 'A' ? 'B' : 'A') + token.slice(1);
      for (const bad of [tampered, 'x'.repeat(43), 'y'.repeat(LIMITS.tokenMaxLength + 1)]) {
        const res = await t.post('/api/auth/verify-magic-link', { token: bad });
        expect(res.status).toBe(401);
        expect(res.body).toMatchObject({ code: 'MAGIC_LINK_INVALID', message: ERROR_CODES.MAGIC_LINK_INVALID.message });
      }
      // The real token still works: failures did not burn it.
      expect((await t.verify(token)).status).toBe(200);
    });

    it('answers a missing token with MAGIC_LINK_NO_TOKEN', async () => {
      for (const body of [{}, { token: '' }]) {
        const res = await t.post('/api/auth/verify-magic-link', body);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({
          code: 'MAGIC_LINK_NO_TOKEN',
          message: 'Invalid magic link. No token provided.',
        });
      }
    });

    it('starts a new session at every sign-in and ends the one the browser had', async () => {
      const email = freshEmail();
      const first = await t.signIn(email);
      const token = await t.requestLink(email);
      const res = await t.verify(token, { cookie: first.cookie });
      expect(res.status).toBe(200);
      const second = sessionCookie(res.headers['set-cookie']);
      expect(second).not.toBe(first.cookie);
      expect((await t.http().get('/api/user').set('Cookie', first.cookie)).status).toBe(401);
      expect((await t.http().get('/api/user').set('Cookie', second)).status).toBe(200);
    });
  });

  describe('GET /api/user', () => {
    it('is 401 UNAUTHENTICATED without a cookie or with an unknown one', async () => {
      for (const cookie of [undefined, `${SESSION_COOKIE}=nonsense`]) {
        const req = t.http().get('/api/user');
        const res = await (cookie ? req.set('Cookie', cookie) : req);
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ code: 'UNAUTHENTICATED', message: ERROR_CODES.UNAUTHENTICATED.message });
      }
    });

    it('returns the signed-in user as the contract describes it', async () => {
      const { cookie, user } = await t.signIn();
      const res = await t.http().get('/api/user').set('Cookie', cookie);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ...user, pendingEmail: null });
      expect(Object.keys(res.body).sort()).toEqual(
        [
          'id',
          'name',
          'username',
          'title',
          'email',
          'phone',
          'location',
          'linkedin',
          'github',
          'website',
          'plan',
          'subscriptionStatus',
          'domain',
          'customDomain',
          'domainSecurityCode',
          'subdomain',
          'linkedinId',
          'publicPage',
          'showEmail',
          'showPhone',
          'showLocation',
          'interfaceLanguage',
          'pendingEmail',
        ].sort(),
      );
    });

    it('ends a session 30 days after its last use', async () => {
      const { cookie } = await t.signIn();
      t.clock.advance(LIMITS.sessionTtlMs + 1000);
      expect((await t.http().get('/api/user').set('Cookie', cookie)).status).toBe(401);
    });

    it('ends a session used every week 90 days after its sign-in', async () => {
      const { cookie } = await t.signIn();
      const week = 7 * 24 * 60 * 60 * 1000;
      for (let used = 0; used + week < LIMITS.sessionMaxLifetimeMs; used += week) {
        t.clock.advance(week);
        expect((await t.http().get('/api/user').set('Cookie', cookie)).status).toBe(200);
      }
      t.clock.advance(week);
      expect((await t.http().get('/api/user').set('Cookie', cookie)).status).toBe(401);
    });
  });

  describe('PATCH /api/user', () => {
    const userRow = async (id: string) =>
      (await t.dataSource.query('SELECT * FROM users WHERE id = ?', [id]))[0] as Record<string, unknown>;

    it.each([
      ['plan', { plan: 'premium' }],
      ['subscriptionStatus', { subscriptionStatus: 'active' }],
      ['id', { id: 'AAAAAAAAAAAAAAAAAAAAAA' }],
      ['plan next to a valid field', { name: 'Mallory', plan: 'professional' }],
    ])('refuses %s with FORBIDDEN_FIELD and changes nothing', async (_, body) => {
      const { cookie, user } = await t.signIn();
      const before = await userRow(user.id as string);
      const res = await t.http().patch('/api/user').set('Cookie', cookie).send(body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('FORBIDDEN_FIELD');
      expect(res.body.details.map((d: { field: string }) => d.field)).toEqual(
        Object.keys(body).filter((k) => k !== 'name'),
      );
      expect(await userRow(user.id as string)).toEqual(before);
    });

    it('saves the personal fields and returns the updated user', async () => {
      const { cookie, user } = await t.signIn();
      const newName = `new-${Date.now().toString(36)}`;
      const patch = {
        name: '  Jane Doe ',
        username: newName,
        title: 'Engineer',
        phone: '+1 (555) 010-0000',
        location: 'Berlin',
        linkedin: 'https://www.linkedin.com/in/jane',
        github: 'https://github.com/jane',
        website: 'https://jane.example.com',
      };
      const res = await t.http().patch('/api/user').set('Cookie', cookie).send(patch);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ ...patch, name: 'Jane Doe', id: user.id, plan: 'free' });
      const row = await userRow(user.id as string);
      expect(row).toMatchObject({ ...patch, name: 'Jane Doe', plan: 'free' });
      const cleared = await t.http().patch('/api/user').set('Cookie', cookie).send({ title: '', website: null });
      expect(cleared.status).toBe(200);
      expect(cleared.body).toMatchObject({ title: null, website: null, name: 'Jane Doe' });
    });

    it.each([
      ['website', { website: 'not a url' }],
      ['github', { github: 'javascript:alert(1)' }],
      ['username', { username: 'Bad Name!' }],
      ['username', { username: null }],
    ])('refuses an invalid %s with VALIDATION_FAILED naming it', async (field, body) => {
      const { cookie } = await t.signIn();
      const res = await t.http().patch('/api/user').set('Cookie', cookie).send(body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.details[0].field).toBe(field);
    });

    it('keeps the interface language the person chose, refuses one not shipped, and clears it with null', async () => {
      const { cookie, user } = await t.signIn();
      expect((await t.http().get('/api/user').set('Cookie', cookie)).body.interfaceLanguage).toBeNull();
      const chosen = await t.http().patch('/api/user').set('Cookie', cookie).send({ interfaceLanguage: 'ar' });
      expect(chosen.status).toBe(200);
      expect(chosen.body.interfaceLanguage).toBe('ar');
      expect(await userRow(user.id as string)).toMatchObject({ interfaceLanguage: 'ar' });
      expect((await t.http().get('/api/user').set('Cookie', cookie)).body.interfaceLanguage).toBe('ar');

      const unknown = await t.http().patch('/api/user').set('Cookie', cookie).send({ interfaceLanguage: 'fr' });
      expect(unknown.status).toBe(400);
      expect(unknown.body.code).toBe('VALIDATION_FAILED');
      expect(unknown.body.details).toEqual([
        { field: 'interfaceLanguage', problem: 'Language must be one of: en, de, ar.' },
      ]);
      expect(await userRow(user.id as string)).toMatchObject({ interfaceLanguage: 'ar' });

      const cleared = await t.http().patch('/api/user').set('Cookie', cookie).send({ interfaceLanguage: null });
      expect(cleared.body.interfaceLanguage).toBeNull();
    });

    it('refuses an invalid e-mail with INVALID_EMAIL', async () => {
      const { cookie } = await t.signIn();
      const res = await t.http().patch('/api/user').set('Cookie', cookie).send({ email: 'nope' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'INVALID_EMAIL', message: 'Please enter a valid email address' });
    });

    it('answers 409 when the username belongs to someone else; another account’s e-mail only waits for confirmation', async () => {
      const other = await t.signIn();
      const { cookie, user } = await t.signIn();
      const taken = await t.http().patch('/api/user').set('Cookie', cookie).send({ username: other.user.username });
      expect(taken.status).toBe(409);
      expect(taken.body).toEqual({ code: 'USERNAME_TAKEN', message: ERROR_CODES.USERNAME_TAKEN.message });
      const email = await t
        .http()
        .patch('/api/user')
        .set('Cookie', cookie)
        .send({ email: String(other.user.email).toUpperCase() });
      // Whether an address has an account is never told to the requester (docs/decisions/0015).
      expect(email.status).toBe(200);
      expect(email.body).toMatchObject({ email: user.email, pendingEmail: String(other.user.email) });
      expect(await userRow(user.id as string)).toMatchObject({ username: user.username, email: user.email });
      // Keeping one's own username is not a collision.
      const own = await t.http().patch('/api/user').set('Cookie', cookie).send({ username: user.username });
      expect(own.status).toBe(200);
    });

    it('is 401 without a session', async () => {
      const res = await t.http().patch('/api/user').send({ name: 'x' });
      expect(res.status).toBe(401);
    });
  });

  describe('POST /api/logout', () => {
    it('ends the session on the server and clears the cookie', async () => {
      const { cookie } = await t.signIn();
      const res = await t.http().post('/api/logout').set('Cookie', cookie).send({});
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true });
      const cleared = setCookies(res.headers['set-cookie']).find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
      expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
      // The old cookie replayed by an attacker no longer works.
      expect((await t.http().get('/api/user').set('Cookie', cookie)).status).toBe(401);
      const idHash = createHash('sha256').update(cookie.split('=')[1]).digest('hex');
      if (t.target.redis) expect(await t.redis!.exists(`${t.redisPrefix}session:${idHash}`)).toBe(0);
      else expect(await t.count('sessions', 'idHash = ?', [idHash])).toBe(0);
    });

    it('keeps sessions server-side only as hashes, where the configuration says', async () => {
      const { cookie, user } = await t.signIn();
      const value = cookie.split('=')[1];
      const idHash = createHash('sha256').update(value).digest('hex');
      if (t.target.redis) {
        expect(await t.redis!.exists(`${t.redisPrefix}session:${idHash}`)).toBe(1);
        expect(await t.count('sessions', 'userId = ?', [user.id])).toBe(0);
      } else {
        expect(await t.count('sessions', 'idHash = ? AND userId = ?', [idHash, user.id])).toBe(1);
        expect(await t.count('sessions', 'idHash = ?', [value])).toBe(0);
      }
    });
  });

  describe('GET /api/complete-resume', () => {
    it('returns the signed-in user and their empty resume', async () => {
      const { cookie, user } = await t.signIn();
      const res = await t.http().get('/api/complete-resume').set('Cookie', cookie);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        resume: {
          id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
          summary: null,
          lastUpdated: expect.any(String),
          font: 'Inter',
          theme: 'blue',
          language: 'en',
          sectionHeadings: {},
        },
        user,
        experiences: [],
        education: [],
        skills: [],
        projects: [],
        certifications: [],
      });
    });

    it('lists each section in its order, only the owner’s rows', async () => {
      const { cookie, user } = await t.signIn();
      const other = await t.signIn();
      const resumeOf = async (id: unknown) =>
        (await t.dataSource.query('SELECT id FROM resumes WHERE userId = ?', [id]))[0].id;
      const mine = await resumeOf(user.id);
      const theirs = await resumeOf(other.user.id);
      const q = t.dataSource.createQueryBuilder();
      await q
        .insert()
        .into('skills')
        .values([
          {
            id: 'skill-b-00000000000000',
            userId: user.id,
            resumeId: mine,
            category: 'Technical Skills',
            name: 'B',
            level: 4,
            order: 2,
          },
          {
            id: 'skill-a-00000000000000',
            userId: user.id,
            resumeId: mine,
            category: 'Other',
            name: 'A',
            level: 3,
            order: 1,
          },
          {
            id: 'skill-x-00000000000000',
            userId: other.user.id,
            resumeId: theirs,
            category: 'Other',
            name: 'X',
            level: 3,
            order: 0,
          },
        ])
        .execute();
      await t.dataSource
        .createQueryBuilder()
        .insert()
        .into('experiences')
        .values({
          id: 'exp-1-0000000000000000',
          userId: user.id,
          resumeId: mine,
          title: 'Dev',
          company: 'ACME',
          startDate: '2020-01',
          current: true,
          tags: '["ts","nest"]',
          order: 0,
        })
        .execute();
      const res = await t.http().get('/api/complete-resume').set('Cookie', cookie);
      expect(res.status).toBe(200);
      expect(res.body.skills.map((s: { name: string }) => s.name)).toEqual(['A', 'B']);
      expect(res.body.experiences).toEqual([
        {
          id: 'exp-1-0000000000000000',
          title: 'Dev',
          company: 'ACME',
          location: null,
          startDate: '2020-01',
          endDate: null,
          current: true,
          description: null,
          tags: ['ts', 'nest'],
          order: 0,
        },
      ]);
    });

    it('is 401 without a session', async () => {
      expect((await t.http().get('/api/complete-resume')).status).toBe(401);
    });
  });
});
