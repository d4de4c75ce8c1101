import { createHash } from 'node:crypto';
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { ERROR_CODES, LIMITS, MESSAGES, SHARING_API } from '@resume/contracts';
import request from 'supertest';
import { createApp } from '../src/app.factory';
import { migrateFirstInProduction } from './support/migrate-first';
import { ResumeClient } from './support/resume-client';
import { targets } from './support/targets';
import { APP_URL, freshEmail, freshIp, TestApp, setCookies } from './support/test-app';

const CDN = 'https://cdn.example.test';
const ADMIN = { user: 'ops', password: 'correct horse battery staple' };
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** A built shell and one remote in temporary folders, with hidden source maps beside the bundles as the builds leave them. */
function fakeFrontends() {
  const dir = mkdtempSync(join(tmpdir(), 'rb-hardening-'));
  const shell = join(dir, 'shell');
  const remotes = join(dir, 'frontends');
  mkdirSync(shell, { recursive: true });
  mkdirSync(join(remotes, 'editor', 'dist'), { recursive: true });
  writeFileSync(join(shell, 'index.html'), '<!doctype html><div id="root">shell</div>');
  writeFileSync(join(shell, 'main.3f9a1c2b.js'), 'console.log("main")');
  writeFileSync(join(shell, 'main.3f9a1c2b.js.map'), '{"version":3,"sources":["src/secret-source.ts"]}');
  writeFileSync(join(remotes, 'editor', 'dist', 'remoteEntry.js'), 'var editor;');
  writeFileSync(join(remotes, 'editor', 'dist', '12.abcdef01.js.map'), '{"version":3}');
  const manifest = join(dir, 'remotes.json');
  // One remote on the app's own origin, one on a CDN (and a broken entry, ignored).
  writeFileSync(
    manifest,
    JSON.stringify({
      remotes: {
        editor: '/remotes/editor/mf-manifest.json',
        shareManager: `${CDN}/share-manager/0.9.0/mf-manifest.json`,
        bad: 'http://[::',
      },
    }),
  );
  return { dir, env: { SHELL_DIST_DIR: shell, REMOTES_DIST_DIR: remotes, REMOTES_MANIFEST_FILE: manifest } };
}

/** The CSP as directive -> sources. */
function csp(header: unknown): Record<string, string[]> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

function expectHardened(res: request.Response): void {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const policy = csp(res.headers['content-security-policy']);
  expect(policy['frame-ancestors']).toEqual(["'none'"]);
  expect(policy['default-src']).toEqual(["'self'"]);
  expect(policy['object-src']).toEqual(["'none'"]);
  expect(policy['script-src-attr']).toEqual(["'none'"]);
  // Scripts: the app, the CDN of the manifest's remote, hashes; never 'unsafe-inline' or 'unsafe-eval'.
  expect(policy['script-src'].filter((s) => !s.startsWith("'sha256-"))).toEqual(["'self'", CDN]);
  expect(policy['connect-src']).toEqual(["'self'", CDN]);
  expect(policy['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'https:']));
  // Fonts and their stylesheets from the app itself (or a remote's origin), no third-party font service (decision 0025).
  expect(policy['font-src']).toEqual(["'self'", 'data:', CDN]);
  expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'", CDN]);
  expect(res.headers['strict-transport-security']).toBeUndefined();
}

/** Every inline <script> of a page, and whether the page's CSP lets exactly those run. */
function expectInlineScriptsAllowed(res: request.Response): void {
  const scripts = [...res.text.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  expect(scripts.length).toBeGreaterThan(0);
  const allowed = csp(res.headers['content-security-policy'])['script-src'];
  for (const script of scripts) expect(allowed).toContain(sha256(script));
  // No inline event handler (script-src-attr 'none' would block it).
  expect(res.text).not.toMatch(/<[^>]+\son[a-z]+=/i);
}

/** A stand-in for api.sendgrid.com that answers 202. */
function fakeSendgrid(): Promise<{ server: Server; url: string; bodies: string[] }> {
  const bodies: string[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      bodies.push(raw);
      res.writeHead(202).end();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, bodies }),
    ),
  );
}

/** What the process writes to stdout and stderr while `run` runs (the Nest logger writes there). */
async function captureOutput(run: () => Promise<void>): Promise<string> {
  let out = '';
  const capture = (chunk: unknown) => {
    out += String(chunk);
    return true;
  };
  const stdout = jest.spyOn(process.stdout, 'write').mockImplementation(capture);
  const stderr = jest.spyOn(process.stderr, 'write').mockImplementation(capture);
  try {
    await run();
  } finally {
    stdout.mockRestore();
    stderr.mockRestore();
  }
  return out;
}

describe.each(targets())('response hardening on $name', (target) => {
  const frontends = fakeFrontends();
  const t = new TestApp(target, { ...frontends.env, ADMIN_USER: ADMIN.user, ADMIN_PASSWORD: ADMIN.password });
  beforeAll(() => t.start(), 60_000);
  afterAll(async () => {
    await t.stop();
    rmSync(frontends.dir, { recursive: true, force: true });
  });

  describe('security headers', () => {
    it('on an API answer, an error answer, the shell page, a static asset and a server-rendered page', async () => {
      const responses = [
        await t.http().get('/health/live'),
        await t.http().get('/api/user'),
        await t.http().get('/api/nothing-here'),
        await t.http().get('/resume-editor').set('Accept', 'text/html'),
        await t.http().get('/main.3f9a1c2b.js'),
        await t.http().get('/remotes/editor/remoteEntry.js'),
        await t.http().get('/remotes.json'),
        await t.http().get('/s/no-such-link'),
        await t.http().get('/shared'),
      ];
      expect(responses.map((r) => r.status)).toEqual([200, 401, 404, 200, 200, 200, 200, 404, 200]);
      for (const res of responses) expectHardened(res);
    });

    it('lets the inline scripts of the public pages run by their hashes and nothing else inline', async () => {
      expectInlineScriptsAllowed(await t.http().get('/shared'));
      // The code dialog's blank check.
      const c = await ResumeClient.signInPaid(t);
      const link = (await c.post(SHARING_API.shareLinks, { securityCode: '2718' })).body as { shareableId: string };
      const dialog = await t.http().get(`/s/${link.shareableId}`);
      expect(dialog.status).toBe(403);
      expectInlineScriptsAllowed(dialog);
      // A resume in a web font needs no script: its @font-face rules are inline (decision 0025).
      expect((await c.patch('/api/resume', { font: 'Lato' })).status).toBe(200);
      const [{ username }] = await t.dataSource.query('SELECT username FROM users WHERE id = ?', [c.userId]);
      const page = await t.http().get(`/r/${username}`);
      expect(page.status).toBe(200);
      expect(page.text).toContain("@font-face{font-family:'Lato'");
      expect(page.text).not.toMatch(/<script/);
    });
  });

  describe('request bodies', () => {
    const nested = (depth: number, leaf = '"x"') => '['.repeat(depth) + leaf + ']'.repeat(depth);
    const depthProblem = {
      code: 'VALIDATION_FAILED',
      message: ERROR_CODES.VALIDATION_FAILED.message,
      details: [{ field: 'body', problem: `nested deeper than ${LIMITS.jsonMaxDepth} levels` }],
    };

    it('answers JSON nested deeper than 64 levels with 400 before parsing it, also on the anonymous magic-link route', async () => {
      for (const depth of [LIMITS.jsonMaxDepth, 2000, 100_000]) {
        const started = Date.now();
        const res = await t
          .http()
          .post('/api/auth/magic-link')
          .set('X-Forwarded-For', freshIp())
          .type('json')
          .send(`{"email":${nested(depth)}}`);
        expect([depth, res.status, res.body]).toEqual([depth, 400, depthProblem]);
        expect(Date.now() - started).toBeLessThan(5000);
      }
      // 64 levels in all (the object and 63 arrays) are read and judged by the route's own rules.
      const deepest = await t
        .http()
        .post('/api/auth/magic-link')
        .set('X-Forwarded-For', freshIp())
        .type('json')
        .send(`{"email":${nested(LIMITS.jsonMaxDepth - 1)}}`);
      expect([deepest.status, deepest.body.code]).toEqual([400, 'INVALID_EMAIL']);
      // Brackets inside strings are text, not nesting (escaped quotes do not end a string).
      const text = await t.post('/api/auth/magic-link', { email: `"\\"${'['.repeat(150)}@example.com` });
      expect([text.status, text.body.code]).toEqual([400, 'INVALID_EMAIL']);
    });

    it('refuses deep JSON on the JSON Resume import parser too', async () => {
      const c = await ResumeClient.signIn(t);
      const res = await c.post('/api/resume/import/json-resume', {
        basics: JSON.parse(`{"profiles":${nested(3000, '{}')}}`),
      });
      expect([res.status, res.body]).toEqual([400, depthProblem]);
    });

    it('answers a JSON body in a charset it cannot read with 415, not 500', async () => {
      const res = await t
        .http()
        .post('/api/auth/magic-link')
        .set('Content-Type', 'application/json; charset=utf-7')
        .send('{"email":"a@b.example"}');
      expect([res.status, res.body.code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    });

    it('answers an oversized code form on /s/{id}/unlock with 413 and reads a form of another type as no code', async () => {
      const c = await ResumeClient.signInPaid(t);
      const link = (await c.post(SHARING_API.shareLinks, { securityCode: '1618' })).body as { shareableId: string };
      const unlock = () => t.http().post(`/s/${link.shareableId}/unlock`).set('X-Forwarded-For', freshIp());
      const big = await unlock()
        .type('form')
        .send(`code=1618&pad=${'x'.repeat(64 * 1024)}`);
      expect([big.status, big.body.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
      const many = await unlock()
        .type('form')
        .send(Array.from({ length: 40 }, (_, i) => `f${i}=1`).join('&'));
      expect([many.status, many.body.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
      // Read as no code: 303 back to the page (post-redirect-get, decision 0040), which says the code is required.
      const noteOf = async (res: { status: number; headers: Record<string, unknown> }) => {
        const note = setCookies(res.headers['set-cookie']).map((c) => c.split(';')[0]);
        const page = await t.http().get(`/s/${link.shareableId}`).set('Cookie', note.join('; '));
        return [res.status, page.status, page.text.includes(MESSAGES.resumeViews.securityCodeRequired)];
      };
      expect(await noteOf(await unlock().set('Content-Type', 'text/plain').send('code=1618'))).toEqual([
        303,
        403,
        true,
      ]);
      expect(await noteOf(await unlock().field('code', '1618'))).toEqual([303, 403, true]);
      // The form still works.
      const right = await unlock().type('form').send({ code: '1618' });
      expect([right.status, right.headers.location]).toEqual([303, `/s/${link.shareableId}`]);
    });
  });

  describe('reserved usernames', () => {
    it('never gives a new account a reserved name: admin@... becomes admin-2', async () => {
      const domain = `${Date.now().toString(36)}.example.com`;
      for (const local of ['admin', 'support', 'resume-editor']) {
        const { user } = await t.signIn(`${local}@${domain}`);
        expect(user.username).toBe(`${local}-2`);
      }
    });

    it('refuses a reserved name in PATCH /api/user with USERNAME_RESERVED, and takes a free one', async () => {
      const c = await ResumeClient.signIn(t);
      for (const username of ['admin', 'api', 'login', 'share-links', 'magic-link-verify', 'pricing']) {
        const res = await c.patch('/api/user', { username });
        expect([username, res.status, res.body]).toEqual([
          username,
          400,
          { code: 'USERNAME_RESERVED', message: ERROR_CODES.USERNAME_RESERVED.message },
        ]);
      }
      const name = `free-${Date.now().toString(36)}`;
      const ok = await c.patch('/api/user', { username: name });
      expect([ok.status, ok.body.username]).toEqual([200, name]);
    });

    it('lets an account that already holds a reserved name keep saving it', async () => {
      const c = await ResumeClient.signIn(t);
      await t.dataSource.query("UPDATE users SET username = 'help' WHERE id = ?", [c.userId]);
      const res = await c.patch('/api/user', { username: 'help', name: 'Helpful Person' });
      expect([res.status, res.body.username, res.body.name]).toEqual([200, 'help', 'Helpful Person']);
    });
  });

  describe('throttles', () => {
    it('answers 429 with Retry-After to a client after its wrong admin passwords, the right one too; other clients go on', async () => {
      const ip = freshIp();
      const admin = (password: string, from = ip) =>
        t.http().get('/admin/metrics').set('X-Forwarded-For', from).set('Authorization', basic(ADMIN.user, password));
      for (let i = 0; i < LIMITS.adminAuthFailuresPerClient.limit; i++)
        expect((await admin(`guess-${i}`)).status).toBe(401);
      for (const password of ['guess-again', ADMIN.password]) {
        const res = await admin(password);
        expect([res.status, res.body.code]).toEqual([429, 'RATE_LIMITED']);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(
          LIMITS.adminAuthFailuresPerClient.windowMs / 1000,
        );
      }
      expect(
        (
          await t
            .http()
            .get('/admin/queues')
            .set('X-Forwarded-For', ip)
            .set('Authorization', basic(ADMIN.user, ADMIN.password))
        ).status,
      ).toBe(429);
      expect((await admin(ADMIN.password, freshIp())).status).toBe(200);
      // Asking without credentials (the browser's first request) is not a guess.
      const other = freshIp();
      for (let i = 0; i < LIMITS.adminAuthFailuresPerClient.limit + 5; i++)
        expect((await t.http().get('/admin/metrics').set('X-Forwarded-For', other)).status).toBe(401);
      expect((await admin(ADMIN.password, other)).status).toBe(200);
    });

    it('sends no rate-limit counter for the magic-link route, so nobody learns how many links an address asked for', async () => {
      const email = freshEmail();
      const ip = freshIp();
      for (let i = 0; i < LIMITS.magicLinkPerClient.limit; i++) {
        const res = await t.post('/api/auth/magic-link', { email }, ip);
        expect(res.status).toBe(200);
        expect(Object.keys(res.headers).filter((h) => /ratelimit|retry-after/i.test(h))).toEqual([]);
      }
      // Only the client's own limit answers 429, and says only when to come back.
      const limited = await t.post('/api/auth/magic-link', { email }, ip);
      expect(limited.status).toBe(429);
      expect(Object.keys(limited.headers).filter((h) => /ratelimit|retry-after/i.test(h))).toEqual(['retry-after']);
    });
  });
});

describe('production and https settings', () => {
  const frontends = fakeFrontends();
  const dataDir = mkdtempSync(join(tmpdir(), 'rb-hardening-prod-'));
  const apps: INestApplication[] = [];
  let sendgrid: Awaited<ReturnType<typeof fakeSendgrid>>;
  const start = async (env: Record<string, string>) => {
    const appEnv = {
      DATA_DIR: mkdtempSync(join(dataDir, 'app-')),
      APP_URL,
      LOG_LEVEL: 'error',
      TRUST_PROXY: 'loopback',
      ...frontends.env,
      ...env,
    };
    await migrateFirstInProduction(appEnv);
    const app = await createApp({ env: appEnv });
    apps.push(app);
    return app;
  };
  beforeAll(async () => {
    sendgrid = await fakeSendgrid();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await new Promise((r) => sendgrid.server.close(r));
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(frontends.dir, { recursive: true, force: true });
  });

  it('refuses to start with the mail outbox when NODE_ENV=production, naming SENDGRID_API_KEY', async () => {
    await expect(createApp({ env: { NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'error' } })).rejects.toThrow(
      'Invalid environment variable SENDGRID_API_KEY: required when NODE_ENV=production',
    );
  });

  it('serves no source maps in production, and serves them in development', async () => {
    const production = await start({
      NODE_ENV: 'production',
      SENDGRID_API_KEY: 'SG.test',
      SENDGRID_API_URL: sendgrid.url,
      BILLING: 'disabled',
    });
    const development = await start({ NODE_ENV: 'development' });
    for (const path of ['/main.3f9a1c2b.js.map', '/remotes/editor/12.abcdef01.js.map', '/MAIN.3F9A1C2B.JS.MAP']) {
      const res = await request(production.getHttpServer()).get(path);
      expect([path, res.status, res.text.includes('secret-source')]).toEqual([path, 404, false]);
    }
    expect((await request(production.getHttpServer()).get('/main.3f9a1c2b.js')).status).toBe(200);
    const dev = await request(development.getHttpServer()).get('/main.3f9a1c2b.js.map');
    expect([dev.status, dev.text.includes('secret-source')]).toEqual([200, true]);
  });

  it('never writes a magic link to the log in production; prints it in development', async () => {
    const production = await start({
      NODE_ENV: 'production',
      SENDGRID_API_KEY: 'SG.test',
      SENDGRID_API_URL: sendgrid.url,
      LOG_LEVEL: 'verbose',
      BILLING: 'disabled',
    });
    const email = freshEmail();
    const prodLog = await captureOutput(async () => {
      const res = await request(production.getHttpServer()).post('/api/auth/magic-link').send({ email });
      expect(res.status).toBe(200);
    });
    const token = /token=([A-Za-z0-9_-]+)/.exec(sendgrid.bodies.join('\n'))?.[1];
    expect(token).toBeDefined();
    expect(prodLog).not.toContain(token);
    expect(prodLog).not.toContain('magic-link-verify');

    const devLog = await captureOutput(async () => {
      const development = await start({ NODE_ENV: 'development', LOG_LEVEL: 'log' });
      expect((await request(development.getHttpServer()).post('/api/auth/magic-link').send({ email })).status).toBe(
        200,
      );
    });
    expect(devLog).toMatch(/\/magic-link-verify\?token=[A-Za-z0-9_-]+/);
  });

  it('adds HSTS and upgrade-insecure-requests when APP_URL is https', async () => {
    const app = await start({ APP_URL: 'https://cv.example.test' });
    for (const path of ['/health/live', '/resume-editor', '/main.3f9a1c2b.js']) {
      const res = await request(app.getHttpServer()).get(path).set('Accept', 'text/html');
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
      const policy = csp(res.headers['content-security-policy']);
      expect(policy['upgrade-insecure-requests']).toEqual([]);
      expect(policy['img-src']).toEqual(["'self'", 'data:', 'https:']);
    }
  });
});
