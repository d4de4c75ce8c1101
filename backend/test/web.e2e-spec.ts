import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERROR_CODES, SESSION_COOKIE } from '@resume/contracts';
import { freshEmail, setCookies, TestApp } from './support/test-app';

const SQLJS = { name: 'sql.js', database: 'sqljs' as const, redis: false };

describe('web assets', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rb-web-'));
  const shell = join(dir, 'shell');
  const remotes = join(dir, 'frontends');
  const manifest = join(dir, 'remotes.json');
  mkdirSync(join(shell, 'assets'), { recursive: true });
  mkdirSync(join(remotes, 'editor', 'dist'), { recursive: true });
  writeFileSync(join(shell, 'index.html'), '<!doctype html><div id="root">shell</div>');
  writeFileSync(join(shell, 'assets', 'main.3f9a1c2b.js'), 'console.log("main")');
  writeFileSync(join(remotes, 'editor', 'dist', 'mf-manifest.json'), '{"name":"editor"}');
  writeFileSync(join(remotes, 'editor', 'dist', 'remoteEntry.js'), 'var editor;');
  writeFileSync(join(remotes, 'editor', 'dist', '123.abcdef0123.js'), 'chunk');
  writeFileSync(join(shell, 'assets', 'vendor.0a1b2c3d.js'), 'export const big = "' + 'resume '.repeat(2000) + '";');
  writeFileSync(manifest, '{"remotes":{"editor":"/remotes/editor/mf-manifest.json"}}');

  const t = new TestApp(SQLJS, { SHELL_DIST_DIR: shell, REMOTES_DIST_DIR: remotes, REMOTES_MANIFEST_FILE: manifest });
  // What `npm run release:remote -- editor` leaves in the data folder: one folder per release, named by its content.
  const release = join(t.dataDir, 'releases', 'editor', '0.2.0-4be1c0ffee');
  mkdirSync(release, { recursive: true });
  writeFileSync(join(release, 'mf-manifest.json'), '{"name":"editor","release":"0.2.0-4be1c0ffee"}');
  writeFileSync(join(release, 'remoteEntry.js'), 'var editorRelease;');
  writeFileSync(join(t.dataDir, 'secret.txt'), 'not for the web');
  beforeAll(() => t.start(), 60_000);
  afterAll(async () => {
    await t.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the shell at / without caching index.html', async () => {
    const res = await t.http().get('/').set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.text).toContain('shell');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year', async () => {
    const res = await t.http().get('/assets/main.3f9a1c2b.js');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('compresses assets for clients that accept gzip', async () => {
    const res = await t.http().get('/assets/vendor.0a1b2c3d.js').set('Accept-Encoding', 'gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.text).toContain('resume resume');
  });

  it('answers any page address with the shell (client-side routing)', async () => {
    for (const path of ['/resume-editor', '/magic-link-verify?token=abc', '/resume', '/share']) {
      const res = await t.http().get(path).set('Accept', 'text/html,application/xhtml+xml');
      expect(res.status).toBe(200);
      expect(res.text).toContain('shell');
    }
  });

  it('leaves the public resume pages to the server renderer (sharing module), not the shell', async () => {
    for (const path of ['/r/jane', '/s/abc', '/r/s/abc', '/share/abc']) {
      const res = await t.http().get(path).set('Accept', 'text/html,application/xhtml+xml');
      expect([path, res.status, res.text.includes('shell')]).toEqual([path, 404, false]);
    }
    expect((await t.http().get('/shared').set('Accept', 'text/html')).text).toContain('location.hash');
    // The owner-facing /r is the sharing module's redirect (owner-links.e2e-spec.ts), with or without a final slash.
    for (const path of ['/r', '/r/']) {
      const res = await t.http().get(path).set('Accept', 'text/html');
      expect([path, res.status, res.headers.location]).toEqual([path, 302, '/login?redirect=%2Fr']);
    }
  });

  it('does not answer non-page requests with the shell', async () => {
    expect((await t.http().get('/missing.js').set('Accept', '*/*')).status).toBe(404);
    const api = await t.http().get('/api/unknown').set('Accept', 'text/html');
    expect(api.status).toBe(404);
    expect(api.body.code).toBe('NOT_FOUND');
  });

  it('serves each remote under /remotes/<name>/ with its manifest and entry never cached', async () => {
    const m = await t.http().get('/remotes/editor/mf-manifest.json');
    expect(m.status).toBe(200);
    expect(m.body).toEqual({ name: 'editor' });
    expect(m.headers['cache-control']).toBe('no-cache');
    const entry = await t.http().get('/remotes/editor/remoteEntry.js');
    expect(entry.status).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await t.http().get('/remotes/editor/123.abcdef0123.js');
    expect(chunk.headers['cache-control']).toContain('immutable');
    expect((await t.http().get('/remotes/nope/remoteEntry.js')).status).toBe(404);
  });

  it('serves a released remote under /remotes/<name>/releases/<id>/, every file cached for good', async () => {
    const base = '/remotes/editor/releases/0.2.0-4be1c0ffee';
    const m = await t.http().get(`${base}/mf-manifest.json`);
    expect(m.status).toBe(200);
    expect(m.body).toEqual({ name: 'editor', release: '0.2.0-4be1c0ffee' });
    expect(m.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const entry = await t.http().get(`${base}/remoteEntry.js`);
    expect(entry.text).toBe('var editorRelease;');
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(entry.headers['content-security-policy']).toBeDefined();
    // The current build at /remotes/editor/ is still served beside its releases.
    expect((await t.http().get('/remotes/editor/remoteEntry.js')).text).toBe('var editor;');
  });

  it('serves nothing outside a release folder', async () => {
    for (const path of [
      '/remotes/editor/releases/0.2.0-0000000000/mf-manifest.json',
      '/remotes/editor/releases/..%2F..%2Fsecret.txt',
      '/remotes/editor/releases/%2E%2E/%2E%2E/secret.txt',
      '/remotes/editor/releases/0.2.0-4be1c0ffee/../../../secret.txt',
      '/remotes/nope/releases/0.2.0-4be1c0ffee/mf-manifest.json',
    ]) {
      const res = await t.http().get(path).set('Accept', '*/*');
      expect([path, res.status, res.text.includes('not for the web')]).toEqual([path, 404, false]);
    }
  });

  it('serves the remotes manifest at /remotes.json', async () => {
    const res = await t.http().get('/remotes.json');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ remotes: { editor: '/remotes/editor/mf-manifest.json' } });
  });
});

describe('web assets when the frontends are not built', () => {
  const t = new TestApp(SQLJS, {
    SHELL_DIST_DIR: join(tmpdir(), 'rb-no-such-dir'),
    REMOTES_MANIFEST_FILE: join(tmpdir(), 'rb-no-such-dir', 'remotes.json'),
  });
  beforeAll(() => t.start(), 60_000);
  afterAll(() => t.stop());

  it('answers / with 503 and says what to do', async () => {
    const res = await t.http().get('/').set('Accept', 'text/html');
    expect(res.status).toBe(503);
    expect(res.text).toBe('frontends not built: run npm run build');
    expect((await t.http().get('/health/live')).status).toBe(200);
  });

  it("answers /remotes.json with the catalogue's 404 body", async () => {
    const res = await t.http().get('/remotes.json');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'NOT_FOUND', message: ERROR_CODES.NOT_FOUND.message });
  });
});

describe('on an https APP_URL', () => {
  const t = new TestApp(SQLJS, { APP_URL: 'https://cv.example.com' });
  beforeAll(() => t.start(), 60_000);
  afterAll(() => t.stop());

  it('marks the session cookie Secure', async () => {
    const email = freshEmail();
    const token = await t.requestLink(email);
    expect(t.lastMailTo(email).text).toContain('https://cv.example.com/magic-link-verify?token=');
    const res = await t.verify(token).set('Origin', 'https://cv.example.com');
    expect(res.status).toBe(200);
    const cookie = setCookies(res.headers['set-cookie']).find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
  });
});

describe('when Redis is configured but down', () => {
  const t = new TestApp(SQLJS, { REDIS_URL: 'redis://127.0.0.1:1', REDIS_KEY_PREFIX: 'down:' });
  beforeAll(() => t.start(), 60_000);
  afterAll(() => t.stop());

  it('reports not ready with 503 and the failing check', async () => {
    const res = await t.http().get('/health/ready');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 'error', checks: { database: 'up', redis: 'down', pdf: 'up' } });
    expect((await t.http().get('/health/live')).status).toBe(200);
  });
});
