#!/usr/bin/env node
// PDF export figures on the built backend (`npx tsc -p backend/tsconfig.build.json` or the nx build first).
//   1. warm latency through POST /api/generate-pdf (embedded API: sql.js, in-process queue), p50/p95 of 100 after 30
//   2. direct render (RenderPdf + one Chromium, no queue) and the Bull queue path (a dist/worker.js process on Redis)
//      at concurrency 1, 2 and 4: PDFs/s and their ratio (median of ROUNDS=5 alternating runs of JOBS=120 each)
//   3. the naive baseline: launch a browser per PDF (20 runs, same document, setContent 'load', no API around it)
//   4. drift: DRIFT (default 1000) PDFs through the API, p95 of the first 100 vs the last 100
// Each PDF is a distinct job (the resume's summary changes, or a distinct title), so nothing is answered from the
// queue's dedupe. Needs Redis for (2): REDIS_URL, default redis://127.0.0.1:6379 (keys under bench:pdf:<random>:).
// `node bench/pdf.mjs` (DRIFT=200 for a quick run)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'backend/package.json'));
const dist = (p) => require(join(root, 'backend/dist', p));
const { loadConfig } = dist('config/env.schema.js');
const { RenderPdf } = dist('modules/pdf/application/render-pdf.use-case.js');
const { PuppeteerClusterPrinter, CHROMIUM_ARGS } = dist('modules/pdf/adapters/out/puppeteer-cluster.printer.js');
const { ReactResumeHtml } = dist('modules/pdf/adapters/out/react-resume.html.js');
const { SafeImageFetcher } = dist('modules/pdf/adapters/out/safe-image.fetcher.js');
const Bull = require('bull');
const puppeteer = require('puppeteer-core');

const DRIFT = Number(process.env.DRIFT ?? 1000);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const pct = (xs, p) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]; };
const ms = (x) => `${x.toFixed(0)} ms`;
const freePort = () => new Promise((r) => { const s = createServer().listen(0, () => { const p = s.address().port; s.close(() => r(p)); }); });
const children = [];
process.on('exit', () => children.forEach((c) => c.kill('SIGKILL')));

// ---- the API (embedded defaults) and a fixture resume of about two pages
const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'bench-pdf-'));
const base = `http://127.0.0.1:${port}`;
const api = spawn(process.execPath, [join(root, 'backend/dist/main.js')], {
  env: { ...process.env, REDIS_URL: '', DATABASE_URL: '', PORT: String(port), APP_URL: base, DATA_DIR: dataDir, LOG_LEVEL: 'error', TRUST_PROXY: 'loopback', CHROMIUM_PATH: CHROMIUM, PDF_CONCURRENCY: '2' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
children.push(api);
for (let i = 0; ; i++) {
  try { if ((await fetch(`${base}/health/ready`)).ok) break; } catch {}
  if (i > 300) throw new Error('server did not start');
  await new Promise((r) => setTimeout(r, 100));
}
const email = 'bench-pdf@example.com';
await fetch(`${base}/api/auth/magic-link`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
const outbox = join(dataDir, 'outbox');
const token = JSON.parse(readFileSync(join(outbox, readdirSync(outbox)[0]), 'utf8')).text.match(/token=([\w-]+)/)[1];
const verified = await fetch(`${base}/api/auth/verify-magic-link`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
const cookie = verified.headers.get('set-cookie').split(';')[0];
const call = (method, path, body) => fetch(`${base}${path}`, { method, headers: { cookie, 'content-type': 'application/json' }, body: body && JSON.stringify(body) });
await call('PATCH', '/api/user', { name: 'Ada Lovelace', title: 'Staff engineer', phone: '+44 20 7946 0000', location: 'London' });
for (let i = 0; i < 6; i++) {
  await call('POST', '/api/experiences', { title: `Engineer ${i}`, company: `Company ${i}`, startDate: `201${i}-01`, endDate: `201${i}-12`, description: '- Built the API\n- Cut costs by a third\n- Led a team of five engineers through a migration', tags: ['backend'] });
}
for (let i = 0; i < 3; i++) await call('POST', '/api/education', { degree: `Degree ${i}`, institution: `University ${i}`, startDate: `200${i}` });
for (let i = 0; i < 12; i++) await call('POST', '/api/skills', { category: i % 2 ? 'Languages' : 'Technical', name: `Skill ${i}`, level: 3 });
for (let i = 0; i < 4; i++) await call('POST', '/api/projects', { name: `Project ${i}`, description: 'A project with a description of a line or two.' });
await call('POST', '/api/certifications', { name: 'CKA', issuer: 'CNCF' });
const complete = await (await call('GET', '/api/complete-resume')).json();
const resumeId = complete.resume.id;

let edit = 0;
async function apiPdf() {
  await call('PATCH', '/api/resume', { summary: `Engineer who ships. Revision ${edit++}.` });
  const t = performance.now();
  const res = await call('POST', '/api/generate-pdf', { resumeId, filterId: null, templateId: null });
  const bytes = Buffer.from(await res.arrayBuffer());
  const elapsed = performance.now() - t;
  if (res.status !== 200 || bytes.subarray(0, 4).toString() !== '%PDF') throw new Error(`generate-pdf ${res.status}`);
  return elapsed;
}

// ---- 1. warm latency through the API
for (let i = 0; i < 30; i++) await apiPdf();
const warm = [];
for (let i = 0; i < 100; i++) warm.push(await apiPdf());
const warmP50 = pct(warm, 50);
console.log(`API warm (embedded, sequential, 100 PDFs after 30 to warm up): p50 ${ms(warmP50)}, p95 ${ms(pct(warm, 95))}`);

// ---- 2. direct render vs the queue at concurrency 1/2/4
const input = (i) => ({ data: complete, filter: null, template: null, paperSize: 'A4', title: `Bench ${i} ${randomBytes(3).toString('hex')}`, author: 'Ada' });
const JOBS = Number(process.env.JOBS ?? 120);
const throughput = {};
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const c of [1, 2, 4]) {
  const config = loadConfig({ CHROMIUM_PATH: CHROMIUM, PDF_CONCURRENCY: String(c), PDF_FONTS: process.env.PDF_FONTS ?? 'local' });
  const printer = new PuppeteerClusterPrinter(config);
  const render = new RenderPdf(new SafeImageFetcher(config), new ReactResumeHtml(config.pdf.fonts), printer);
  const prefix = `bench:pdf:${randomBytes(4).toString('hex')}:`;
  const worker = spawn(process.execPath, [join(root, 'backend/dist/worker.js')], {
    env: { ...process.env, REDIS_URL, REDIS_KEY_PREFIX: prefix, LOG_LEVEL: 'warn', CHROMIUM_PATH: CHROMIUM, PDF_CONCURRENCY: String(c) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(worker);
  const queue = new Bull('pdf', REDIS_URL, { prefix: `${prefix}bull` });
  queue.setMaxListeners(0);
  const add = (i) => queue.add(input(i), { jobId: `bench-${c}-${i}`, removeOnComplete: { count: 50 } }).then((job) => job.finished());
  // Warm both paths, then alternate direct and queued runs; the median of each is reported.
  await Promise.all(Array.from({ length: c * 4 }, (_, i) => render.execute(input(`w${i}`))));
  await Promise.all(Array.from({ length: c * 4 }, (_, i) => add(`w${i}`)));
  const directRuns = [];
  const queuedRuns = [];
  for (let round = 0; round < ROUNDS; round++) {
    let t = performance.now();
    let next = 0;
    await Promise.all(Array.from({ length: c }, async () => { while (next < JOBS) { next += 1; await render.execute(input(next)); } }));
    directRuns.push(JOBS / ((performance.now() - t) / 1000));
    t = performance.now();
    await Promise.all(Array.from({ length: JOBS }, (_, i) => add(`${round}-${i}`)));
    queuedRuns.push(JOBS / ((performance.now() - t) / 1000));
  }
  await printer.onApplicationShutdown();
  const keys = await queue.client.keys(`${prefix}*`);
  worker.kill('SIGTERM');
  await new Promise((r) => worker.once('exit', r));
  if (keys.length) await queue.client.del(...keys);
  await queue.close();
  const direct = median(directRuns);
  const queued = median(queuedRuns);
  throughput[c] = { direct, queued };
  console.log(`concurrency ${c}: direct ${direct.toFixed(2)} PDFs/s, through the Bull queue + worker ${queued.toFixed(2)} PDFs/s (ratio ${(queued / direct).toFixed(3)}; medians of ${ROUNDS} alternating runs of ${JOBS})`);
}

// ---- 3. the naive baseline: a browser launched per PDF (same document)
const doc = new ReactResumeHtml(process.env.PDF_FONTS === 'inline' ? 'inline' : 'local').render(input('naive'), new Map());
const naive = [];
for (let i = 0; i < 20; i++) {
  const t = performance.now();
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  await page.setContent(doc, { waitUntil: 'load' });
  await page.pdf({ format: 'a4', printBackground: true });
  await browser.close();
  naive.push(performance.now() - t);
}
const naiveP50 = pct(naive, 50);
console.log(`naive launch-per-PDF: p50 ${ms(naiveP50)} -> the warm API path is ${(naiveP50 / warmP50).toFixed(1)}x faster`);

// ---- 4. drift over DRIFT PDFs through the API
const drift = [];
for (let i = 0; i < DRIFT; i++) drift.push(await apiPdf());
if (DRIFT >= 200) {
const first = pct(drift.slice(0, 100), 95);
const last = pct(drift.slice(-100), 95);
console.log(`drift over ${DRIFT} PDFs through the API: p95 first 100 ${ms(first)}, last 100 ${ms(last)} (x${(last / first).toFixed(2)}); p50 overall ${ms(pct(drift, 50))}`);
}

api.kill('SIGTERM');
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
