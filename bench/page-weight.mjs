#!/usr/bin/env node
// What a browser really downloads per screen (bytes on the wire, after gzip), measured in Debian's Chromium
// against the built product: `npm run build && node bench/page-weight.mjs`. Each screen is opened in a fresh
// page with an empty cache, signed in as a premium user where the screen needs it.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { chromium } = createRequire(join(root, 'frontends/e2e/package.json'))('playwright-core');
const freePort = () => new Promise((r) => { const s = createServer().listen(0, () => { const p = s.address().port; s.close(() => r(p)); }); });
const port = await freePort();
const base = `http://localhost:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-weight-'));
const server = spawn(process.execPath, [join(root, 'backend/dist/main.js')], {
  env: { ...process.env, PORT: String(port), APP_URL: base, DATA_DIR: dataDir, LOG_LEVEL: 'error', ENABLE_TEST_ROUTES: 'true', DATABASE_URL: '', REDIS_URL: '' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
process.on('exit', () => server.kill());
for (let i = 0; ; i++) {
  try { if ((await fetch(`${base}/health/ready`)).ok) break; } catch {}
  if (i > 200) throw new Error('server did not start');
  await new Promise((r) => setTimeout(r, 100));
}

// Sign in through the outbox, then make the account premium with the test-only route.
const email = 'weight@example.com';
await fetch(`${base}/api/auth/magic-link`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
const outbox = join(dataDir, 'outbox');
const token = JSON.parse(readFileSync(join(outbox, readdirSync(outbox)[0]), 'utf8')).text.match(/token=([\w-]+)/)[1];
const verify = await fetch(`${base}/api/auth/verify-magic-link`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
const [name, value] = verify.headers.get('set-cookie').split(';')[0].split('=');
await fetch(`${base}/api/test/grant-plan`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: `${name}=${value}` }, body: JSON.stringify({ plan: 'premium', subscriptionStatus: 'active' }) });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
});
const screens = [
  ['/ (landing, signed out)', '/', false, 'text=Create Your Resume'],
  ['/login', '/login', false, 'text=Sign in to your account'],
  ['/resume-editor', '/resume-editor', true, 'text=My Professional Resume'],
  ['/filters', '/filters', true, 'text=Resume Filters'],
  ['/template-editor', '/template-editor', true, 'text=Save Template'],
];
console.log('| screen | requests | JS+CSS on the wire KiB | all on the wire KiB | load to content (ms) |\n|---|---|---|---|---|');
for (const [label, path, signedIn, ready] of screens) {
  const context = await browser.newContext();
  if (signedIn) await context.addCookies([{ name, value, url: base }]);
  const page = await context.newPage();
  const responses = [];
  page.on('requestfinished', (request) => responses.push(request));
  const started = Date.now();
  await page.goto(base + path);
  await page.locator(ready).first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  const elapsed = Date.now() - started;
  let code = 0;
  let all = 0;
  for (const request of responses) {
    const { responseBodySize, responseHeadersSize } = await request.sizes();
    all += responseBodySize + responseHeadersSize;
    if (/\.(js|css)(\?|$)/.test(request.url())) code += responseBodySize;
  }
  console.log(`| ${label} | ${responses.length} | ${(code / 1024).toFixed(1)} | ${(all / 1024).toFixed(1)} | ${elapsed} |`);
  await context.close();
}
await browser.close();
server.kill();
process.exit(0);
