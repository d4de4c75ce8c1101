import { ERROR_CODES, LINKEDIN_API, LINKEDIN_PAGES } from '@resume/contracts';
import type { LinkedInStatusResponse } from '@resume/contracts';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../src/app.factory';
import { loadConfig } from '../src/config/env.schema';
import { FakeLinkedIn } from './support/fake-linkedin';
import { PREMIUM_REQUIRED } from './support/paid-plans';
import { ResumeClient } from './support/resume-client';
import { targets } from './support/targets';
import { APP_URL, TestApp } from './support/test-app';

/**
 * LinkedIn connect through OAuth 2.0 / OpenID Connect (issue 13, docs/decisions/0022-linkedin.md): the app's real
 * HTTP adapter against a local fake LinkedIn (test/support/fake-linkedin.ts). State: hashed, bound to the account
 * and session, single use, 10 minutes; PKCE S256; the token encrypted at rest; sync; disconnect; the paid gate.
 */
const error = (code: keyof typeof ERROR_CODES) => ({ code, message: ERROR_CODES[code].message });
const TEN_MINUTES = 10 * 60 * 1000;

describe.each(targets())('LinkedIn connect on $name', (target) => {
  const linkedin = new FakeLinkedIn();
  let t: TestApp;
  beforeAll(async () => {
    await linkedin.start();
    t = await new TestApp(target, linkedin.env()).start();
  }, 60_000);
  afterAll(async () => {
    await t?.stop();
    await linkedin.stop();
  });
  afterEach(() => {
    t.clock.reset();
    linkedin.nextMember = null;
    linkedin.tokenLifetimeS = 60 * 24 * 60 * 60;
  });

  /** GET /api/auth/linkedin: LinkedIn's authorization address the browser is sent to. */
  async function startConnect(c: ResumeClient): Promise<URL> {
    const res = await c.get(LINKEDIN_API.connect);
    expect(res.status).toBe(302);
    return new URL(res.headers.location);
  }

  /** The browser at LinkedIn: the fake consents and sends it back to the callback with a code and the state. */
  async function consent(authorization: URL): Promise<string> {
    const res = await fetch(authorization, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const back = new URL(res.headers.get('location')!);
    return back.pathname + back.search;
  }

  const callback = (c: ResumeClient | null, pathAndQuery: string) =>
    c ? c.get(pathAndQuery) : t.http().get(pathAndQuery);

  async function connected(c: ResumeClient): Promise<void> {
    const res = await callback(c, await consent(await startConnect(c)));
    expect([res.status, res.headers.location]).toEqual([302, LINKEDIN_PAGES.connected]);
  }

  const linkedinIdOf = async (c: ResumeClient) => (await c.get('/api/user')).body.linkedinId as string | null;
  const connectionRows = (c: ResumeClient) =>
    t.dataSource.query('SELECT * FROM linkedin_connections WHERE userId = ?', [c.userId]);

  /** Every value of every table (and with Redis every value under the app's prefix), as one text. */
  async function everythingStored(): Promise<string> {
    const tables: string[] =
      target.database === 'sqljs'
        ? (await t.dataSource.query("SELECT name FROM sqlite_master WHERE type = 'table'")).map(
            (r: { name: string }) => r.name,
          )
        : (await t.dataSource.query('SHOW TABLES')).map((r: Record<string, string>) => Object.values(r)[0]);
    const parts: string[] = [];
    for (const table of tables) parts.push(JSON.stringify(await t.dataSource.query(`SELECT * FROM \`${table}\``)));
    if (t.redis) {
      const keys = await t.redis.keys(`${t.redisPrefix}*`);
      for (const key of keys) {
        const type = await t.redis.type(key);
        if (type === 'string') parts.push(String(await t.redis.get(key)));
      }
    }
    return parts.join('\n');
  }

  it('sends a paid user to LinkedIn with scopes openid profile email, a fresh state and an S256 PKCE challenge', async () => {
    const c = await ResumeClient.signInPaid(t);
    const first = await startConnect(c);
    const second = await startConnect(c);
    expect(`${first.origin}${first.pathname}`).toBe(`${linkedin.url}/oauth/v2/authorization`);
    const q = first.searchParams;
    expect({
      response_type: q.get('response_type'),
      client_id: q.get('client_id'),
      redirect_uri: q.get('redirect_uri'),
      scope: q.get('scope'),
      code_challenge_method: q.get('code_challenge_method'),
    }).toEqual({
      response_type: 'code',
      client_id: linkedin.clientId,
      redirect_uri: `${APP_URL}${LINKEDIN_API.callback}`,
      scope: 'openid profile email',
      code_challenge_method: 'S256',
    });
    // 32 random bytes, base64url; each connect its own state and challenge.
    expect(q.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second.searchParams.get('state')).not.toBe(q.get('state'));
    expect(second.searchParams.get('code_challenge')).not.toBe(q.get('code_challenge'));
    // The state is stored only as its hash.
    const stored = await everythingStored();
    expect(stored).not.toContain(q.get('state'));
    if (!t.redis) expect(stored).toContain(createHash('sha256').update(q.get('state')!).digest('hex'));
  });

  it('connects: the code is exchanged with the verifier, the member id stored, the token only encrypted', async () => {
    const c = await ResumeClient.signInPaid(t);
    linkedin.nextMember = { sub: `member-${randomBytes(6).toString('hex')}`, name: 'Jane Member' };
    await connected(c);

    const exchange = linkedin.tokenRequests.at(-1)!;
    expect([exchange.params.grant_type, exchange.verifierMatched]).toEqual(['authorization_code', true]);
    expect(await linkedinIdOf(c)).toBe(linkedin.nextMember.sub);
    const status: LinkedInStatusResponse = (await c.get(LINKEDIN_API.status)).body;
    expect(status).toMatchObject({ connected: true, mode: 'oauth', canConnect: true, canSync: true });
    expect(status.tokenExpiresAt).not.toBeNull();

    const token = linkedin.issuedTokens.at(-1)!;
    const [row] = await connectionRows(c);
    expect(row.tokenCiphertext).toMatch(/^v1\./);
    expect(await everythingStored()).not.toContain(token);
  });

  it('refuses a wrong, a missing or a made-up state with a 400 page and stores nothing', async () => {
    const c = await ResumeClient.signInPaid(t);
    const back = await consent(await startConnect(c));
    const code = new URL(back, APP_URL).searchParams.get('code')!;
    const exchanges = linkedin.tokenRequests.length;
    for (const query of [
      `?code=${code}&state=${randomBytes(32).toString('base64url')}`,
      `?code=${code}`,
      `?code=${code}&state=`,
    ]) {
      const res = await callback(c, `${LINKEDIN_API.callback}${query}`);
      expect([res.status, res.headers['content-type']]).toEqual([400, expect.stringContaining('text/html')]);
      expect(res.text).toContain('Connection Failed');
      expect(res.text).toContain(ERROR_CODES.LINKEDIN_STATE_INVALID.message);
    }
    expect(linkedin.tokenRequests.length).toBe(exchanges);
    expect([await linkedinIdOf(c), await connectionRows(c)]).toEqual([null, []]);
  });

  it('takes a state once: the replayed callback is a 400 and changes nothing', async () => {
    const c = await ResumeClient.signInPaid(t);
    const back = await consent(await startConnect(c));
    expect((await callback(c, back)).status).toBe(302);
    const [before] = await connectionRows(c);
    const exchanges = linkedin.tokenRequests.length;

    const replay = await callback(c, back);
    expect(replay.status).toBe(400);
    expect(linkedin.tokenRequests.length).toBe(exchanges);
    expect(await connectionRows(c)).toEqual([before]);
  });

  it('refuses a state older than 10 minutes', async () => {
    const c = await ResumeClient.signInPaid(t);
    const back = await consent(await startConnect(c));
    t.clock.advance(TEN_MINUTES + 1000);
    expect((await callback(c, back)).status).toBe(400);
    expect([await linkedinIdOf(c), await connectionRows(c)]).toEqual([null, []]);
  });

  it("refuses another account's state, another session's state, and a signed-out callback", async () => {
    const owner = await ResumeClient.signInPaid(t);
    const other = await ResumeClient.signInPaid(t);
    const back = await consent(await startConnect(owner));
    expect((await callback(other, back)).status).toBe(400);
    expect([await linkedinIdOf(other), await linkedinIdOf(owner)]).toEqual([null, null]);

    // The same account signed in in another browser (another session) cannot finish it either.
    const again = await consent(await startConnect(owner));
    const elsewhere = await t.signIn((await owner.get('/api/user')).body.email);
    expect((await t.http().get(again).set('Cookie', elsewhere.cookie)).status).toBe(400);

    const signedOut = await consent(await startConnect(owner));
    expect((await callback(null, signedOut)).status).toBe(400);
    expect(await connectionRows(owner)).toEqual([]);
  });

  it('returns to the profile with linkedin=failed when the member says no', async () => {
    const c = await ResumeClient.signInPaid(t);
    const state = (await startConnect(c)).searchParams.get('state')!;
    const res = await callback(
      c,
      `${LINKEDIN_API.callback}?error=access_denied&error_description=The+user+cancelled&state=${state}`,
    );
    expect([res.status, res.headers.location]).toEqual([302, LINKEDIN_PAGES.failed]);
    expect([await linkedinIdOf(c), await connectionRows(c)]).toEqual([null, []]);
  });

  it('refuses a LinkedIn member already connected to another account (409 page)', async () => {
    const member = { sub: `member-${randomBytes(6).toString('hex')}`, name: 'Shared Member' };
    const first = await ResumeClient.signInPaid(t);
    linkedin.nextMember = member;
    await connected(first);
    const second = await ResumeClient.signInPaid(t);
    const res = await callback(second, await consent(await startConnect(second)));
    expect(res.status).toBe(409);
    expect(res.text).toContain(ERROR_CODES.LINKEDIN_ACCOUNT_TAKEN.message);
    expect([await linkedinIdOf(second), await connectionRows(second)]).toEqual([null, []]);
  });

  it('syncs the name into an empty field, keeps a typed one unless overwrite, and asks to reconnect once expired', async () => {
    const c = await ResumeClient.signInPaid(t);
    expect((await c.post(LINKEDIN_API.syncProfile, {})).body).toEqual(error('LINKEDIN_NOT_CONNECTED'));
    linkedin.nextMember = { sub: `member-${randomBytes(6).toString('hex')}`, given_name: 'Jane', family_name: 'Doe' };
    linkedin.tokenLifetimeS = 60 * 60;
    await connected(c);

    await c.patch('/api/user', { name: null });
    const filled = await c.post(LINKEDIN_API.syncProfile, {});
    expect([filled.status, filled.body]).toEqual([
      200,
      { success: true, filled: [{ field: 'name', value: 'Jane Doe' }], kept: [] },
    ]);
    expect((await c.get('/api/user')).body.name).toBe('Jane Doe');

    await c.patch('/api/user', { name: 'Jane Q. Typed' });
    const kept = await c.post(LINKEDIN_API.syncProfile, {});
    expect(kept.body).toEqual({
      success: true,
      filled: [],
      kept: [{ field: 'name', current: 'Jane Q. Typed', fromLinkedIn: 'Jane Doe' }],
    });
    expect((await c.get('/api/user')).body.name).toBe('Jane Q. Typed');
    const overwritten = await c.post(LINKEDIN_API.syncProfile, { overwrite: true });
    expect(overwritten.body.filled).toEqual([{ field: 'name', value: 'Jane Doe' }]);
    expect((await c.get('/api/user')).body.name).toBe('Jane Doe');

    t.clock.advance(linkedin.tokenLifetimeS * 1000 + 1000);
    const expired = await c.post(LINKEDIN_API.syncProfile, {});
    expect([expired.status, expired.body]).toEqual([409, error('LINKEDIN_RECONNECT_REQUIRED')]);
    expect((await c.get(LINKEDIN_API.status)).body.canSync).toBe(false);
  });

  it('asks to reconnect when LinkedIn refuses the stored token', async () => {
    const c = await ResumeClient.signInPaid(t);
    await connected(c);
    linkedin.revokeAll();
    const res = await c.post(LINKEDIN_API.syncProfile, {});
    expect([res.status, res.body]).toEqual([409, error('LINKEDIN_RECONNECT_REQUIRED')]);
  });

  it('disconnect deletes the token and forgets the member id', async () => {
    const c = await ResumeClient.signInPaid(t);
    await connected(c);
    const res = await c.delete(LINKEDIN_API.disconnect);
    expect([res.status, res.body]).toEqual([200, { success: true }]);
    expect([await linkedinIdOf(c), await connectionRows(c)]).toEqual([null, []]);
    expect((await c.get(LINKEDIN_API.status)).body).toMatchObject({ connected: false, canSync: false });
  });

  it('is for paid plans: a free user gets 403 PREMIUM_REQUIRED for connect and sync; signed out 401', async () => {
    const free = await ResumeClient.signIn(t);
    expect([(await free.get(LINKEDIN_API.connect)).status, (await free.get(LINKEDIN_API.connect)).body]).toEqual([
      403,
      PREMIUM_REQUIRED,
    ]);
    expect((await free.post(LINKEDIN_API.syncProfile, {})).body).toEqual(PREMIUM_REQUIRED);
    expect((await free.get(LINKEDIN_API.status)).body).toMatchObject({ connected: false, canConnect: false });
    expect((await t.http().get(LINKEDIN_API.connect)).status).toBe(401);
    expect((await t.http().get(LINKEDIN_API.status)).status).toBe(401);
  });

  it('has no development routes when LinkedIn is configured', async () => {
    const c = await ResumeClient.signInPaid(t);
    expect((await c.post(LINKEDIN_API.devConnect, { userId: c.userId })).status).toBe(404);
    expect((await c.post(LINKEDIN_API.devImport, {})).status).toBe(404);
  });
});

describe('LinkedIn in production', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rb-linkedin-prod-'));
  const production = {
    NODE_ENV: 'production',
    SENDGRID_API_KEY: 'SG.x',
    BILLING: 'disabled',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
  };
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses to start with LINKEDIN_CLIENT_ID but no LINKEDIN_TOKEN_KEY, naming it', async () => {
    await expect(
      createApp({ env: { ...production, LINKEDIN_CLIENT_ID: 'id', LINKEDIN_CLIENT_SECRET: 'secret' } }),
    ).rejects.toThrow('Invalid environment variable LINKEDIN_TOKEN_KEY: required when NODE_ENV=production');
  });

  it('without LinkedIn configured: no development routes (404, where a route would say 401), connect 503', async () => {
    const t = await new TestApp({ name: 'sql.js', database: 'sqljs', redis: false }, production).start();
    try {
      // Signed out: an existing route answers 401 before anything else, a missing one 404.
      expect((await t.http().post(LINKEDIN_API.devConnect).send({ userId: 'x' })).status).toBe(404);
      expect((await t.http().post(LINKEDIN_API.devImport).send({})).status).toBe(404);
      expect((await t.http().get(LINKEDIN_API.connect)).status).toBe(401);
      expect((await t.http().post(LINKEDIN_API.syncProfile).send({})).status).toBe(401);
      expect(loadConfig({ ...production }).linkedin.mode).toBe('unavailable');
    } finally {
      await t.stop();
    }
  });
});
