#!/usr/bin/env node
// PDF export figures on the built backend (`npx tsc -p backend/tsconfig.build.json` or the nx build first), for a
// one-page and a four-page resume (bench/lib/pdf-resumes.mjs), side by side in one run (issue 26 point 5):
//   1. warm latency through POST /api/generate-pdf (embedded API: sql.js, in-process queue): the two resumes and a
//      one-page resume in Japanese in turn, p50/p95 of 100 each after 30 each; the four-page/one-page ratio and the
//      Japanese/Latin one (issue 27 point 5: at most 1.5x)
//   1b. the font bytes each one-page resume's public page downloads (a Latin page: its template font only)
//   2. the naive baseline: launch a browser per PDF (20 runs, the one-page document printed as production prints it,
//      printOnPage, no API around it), and how many times faster the warm one-page export through the API is
//   3. the split of one warm PDF (direct RenderPdf + one Chromium, no queue; 50 of each of the three after 10):
//      render the HTML (React), load it into the page (setContent), fonts ready (layout + document.fonts.ready),
//      print (Page.printToPDF), medians, and what the API adds around them
//   4. direct render (RenderPdf + one Chromium, no queue) and the Bull queue path (BullPdfQueue.submit, as the API
//      calls it, and a dist/worker.js process on Redis printing through its @Processor) at concurrency 1, 2 and 4,
//      with the one-page resume: PDFs/s and their ratio
//      (BLOCKS=40 alternating blocks of BLOCK=12 x concurrency jobs, in A-B B-A order)
//   5. drift: DRIFT (default 1000) one-page PDFs through the API, p95 of the first 100 vs the last 100
// Each PDF is a distinct job (the resume's summary changes, or a distinct title), so nothing is answered from the
// queue's dedupe. Needs Redis for (4): REDIS_URL, default redis://127.0.0.1:6379 (keys under bench:pdf:<random>:).
// `node bench/pdf.mjs`; `CONCURRENCIES= DRIFT=0 node bench/pdf.mjs` runs 1-3 only (about two minutes);
// DRIFT=200 BLOCKS=10 for a quicker full run; CONCURRENCIES=4 for one level.
// The API, the worker and this process run with NODE_ENV=production unless NODE_ENV is set.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { join } from 'node:path';
import { root, signIn, startApp } from './lib/app.mjs';
import { writeFourPages, writeOnePage, writeOnePageJapanese } from './lib/pdf-resumes.mjs';

// Measured as deployed (deploy/images set NODE_ENV=production): React's production build in the API, the worker
// and the direct renders below. NODE_ENV=development node bench/pdf.mjs measures the development build.
process.env.NODE_ENV ||= 'production';
const require = createRequire(join(root, 'backend/package.json'));
const dist = (p) => require(join(root, 'backend/dist', p));
const { loadConfig } = dist('config/env.schema.js');
const { RenderPdf } = dist('modules/pdf/application/render-pdf.use-case.js');
const { PuppeteerClusterPrinter, CHROMIUM_ARGS } = dist('modules/pdf/adapters/out/puppeteer-cluster.printer.js');
const { ReactResumeHtml } = dist('modules/pdf/adapters/out/react-resume.html.js');
const { printOnPage } = dist('modules/pdf/adapters/out/print-page.js');
const { PRINT_TIMINGS_CHANNEL } = dist('modules/pdf/adapters/out/print-timings.js');
const { countPdfPages } = dist('modules/pdf/adapters/out/pdf-bytes.js');
const { SafeImageFetcher } = dist('modules/pdf/adapters/out/safe-image.fetcher.js');
const { BullPdfQueue } = dist('modules/pdf/adapters/out/bull-pdf.queue.js');
const { openPdfQueue } = dist('modules/pdf/adapters/out/bull-pdf-queue.options.js');
const { pdfJob } = dist('modules/pdf/domain/pdf-export.js');
const puppeteer = require('puppeteer-core');

const DRIFT = Number(process.env.DRIFT ?? 1000);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const ms = (x) => `${x.toFixed(0)} ms`;
const children = [];
process.on('exit', () => children.forEach((c) => c.kill('SIGKILL')));

// ---- the API (embedded defaults, run as deployed: NODE_ENV=production) and the two resumes, a person each.
// One person exports ~1,200 PDFs here: the export limit is raised (it is still counted on every request).
const app = await startApp({
  name: 'bench-pdf',
  env: {
    REDIS_URL: '',
    DATABASE_URL: '',
    TRUST_PROXY: 'loopback',
    CHROMIUM_PATH: CHROMIUM,
    PDF_CONCURRENCY: '2',
    PDF_EXPORTS_PER_WINDOW: '1000000',
  },
});
const { base, dataDir } = app;

async function person(email, summary = (n) => `Engineer who ships. Revision ${n}.`) {
  const { cookie } = await signIn(app, email);
  const call = (method, path, body) =>
    fetch(`${base}${path}`, {
      method,
      headers: { cookie, 'content-type': 'application/json' },
      body: body && JSON.stringify(body),
    });
  let edit = 0;
  let resumeId = null;
  /** One export through the API, timed from the request to the last byte; the summary changes before it. */
  const pdf = async () => {
    resumeId ??= (await (await call('GET', '/api/complete-resume')).json()).resume.id;
    await call('PATCH', '/api/resume', { summary: summary(edit++) });
    const t = performance.now();
    const res = await call('POST', '/api/generate-pdf', { resumeId, filterId: null, templateId: null });
    const bytes = Buffer.from(await res.arrayBuffer());
    const elapsed = performance.now() - t;
    if (res.status !== 200 || bytes.subarray(0, 4).toString() !== '%PDF') throw new Error(`generate-pdf ${res.status}`);
    return { elapsed, bytes };
  };
  return { call, pdf, complete: async () => (await call('GET', '/api/complete-resume')).json() };
}

const one = await person('bench-pdf-one@example.com');
await writeOnePage(one.call);
const onePages = countPdfPages((await one.pdf()).bytes);
if (onePages !== 1) throw new Error(`the one-page resume printed ${onePages} pages`);
const four = await person('bench-pdf-four@example.com');
const fourExperiences = await writeFourPages(four.call, async () => countPdfPages((await four.pdf()).bytes));
const ja = await person('bench-pdf-ja@example.com', (n) => `確実に届けるエンジニア。改訂 ${n}。`);
await writeOnePageJapanese(ja.call);
const jaPages = countPdfPages((await ja.pdf()).bytes);
if (jaPages !== 1) throw new Error(`the Japanese one-page resume printed ${jaPages} pages`);
const resumes = { one: await one.complete(), four: await four.complete(), ja: await ja.complete() };
const people = { one, four, ja };
console.log(
  `resumes: one page (2 experiences), four pages (${fourExperiences} experiences of 5 bullets), one page in Japanese (the one-page shape, resume language ja)`,
);

// ---- 1. warm latency through the API, the three resumes in turn (each first, second and third as often) so all
// see the same minutes
const warm = { one: [], four: [], ja: [] };
const pairRatios = [];
const jaRatios = [];
const NAMES = ['one', 'four', 'ja'];
for (let i = 0; i < 130; i++) {
  const order = [...NAMES.slice(i % 3), ...NAMES.slice(0, i % 3)];
  const got = {};
  for (const name of order) got[name] = (await people[name].pdf()).elapsed;
  if (i < 30) continue;
  for (const name of NAMES) warm[name].push(got[name]);
  pairRatios.push(got.four / got.one);
  jaRatios.push(got.ja / got.one);
}
const warmP50 = pct(warm.one, 50);
const fourP50 = pct(warm.four, 50);
console.log(
  `API warm (embedded, sequential, 100 of each after 30, alternating): one page p50 ${ms(warmP50)} (p95 ${ms(pct(warm.one, 95))}; target <= 69 ms), four pages p50 ${ms(fourP50)} (p95 ${ms(pct(warm.four, 95))}); four/one ${(fourP50 / warmP50).toFixed(2)}x (per pair: median ${pct(pairRatios, 50).toFixed(2)}x; target <= 2.5x)`,
);

const jaP50 = pct(warm.ja, 50);
console.log(
  `API warm, Japanese one page: p50 ${ms(jaP50)} (p95 ${ms(pct(warm.ja, 95))}); Japanese/Latin ${(jaP50 / warmP50).toFixed(2)}x (per turn: median ${pct(jaRatios, 50).toFixed(2)}x; target <= 1.5x)`,
);

// ---- 1b. the font bytes a visitor downloads on the public page (/r/{username}), fresh browser context each: the
// Latin one-page resume (its template font only, no fallback slice) and the Japanese one (plus the Noto Sans JP
// slices of its characters, decision 0046)
{
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS, pipe: true });
  const fontBytes = async (username) => {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    const files = [];
    page.on('response', async (res) => {
      if (!/\/fonts\/.*\.woff2$/.test(res.url())) return;
      files.push({ name: res.url().split('/').pop(), bytes: (await res.buffer()).length });
    });
    await page.goto(`${base}/r/${username}`, { waitUntil: 'networkidle0' });
    await page.evaluate(() => document.fonts.ready.then(() => true));
    await context.close();
    return files;
  };
  const sum = (files) => files.reduce((n, f) => n + f.bytes, 0);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  const latin = await fontBytes(resumes.one.user.username);
  const japanese = await fontBytes(resumes.ja.user.username);
  await browser.close();
  const fallback = (files) => files.filter((f) => !/^inter-latin-/.test(f.name));
  const jaSlices = fallback(japanese);
  console.log(
    `public page font bytes: Latin ${kb(sum(latin))} in ${latin.length} files (${fallback(latin).length} fallback slices, ${kb(sum(fallback(latin)))}; target 0), Japanese ${kb(sum(japanese))} in ${japanese.length} files, of which Noto Sans JP slices ${jaSlices.length} (${kb(sum(jaSlices))})`,
  );
}

const input = (data, i) => ({
  data,
  filter: null,
  template: null,
  paperSize: 'A4',
  title: `Bench ${i} ${randomBytes(3).toString('hex')}`,
  author: 'Ada',
});
/** The print options RenderPdf gives the printer for the one-page resume (print-resume-pdf.use-case.ts). */
const printOptions = { paperSize: 'A4', title: 'Bench naive', author: 'Ada', subject: 'Staff engineer', keywords: [] };

// ---- 2. the naive baseline: a browser launched per PDF (the one-page document), printing it as production does
// (printOnPage: the same page setup, request interception, fonts, page options, tagged with an outline, Info
// dictionary), so the two print the same PDF and differ only in the launch and the page per request.
const doc = new ReactResumeHtml().render(input(resumes.one, 'naive'), new Map());
const naive = [];
for (let i = 0; i < 20; i++) {
  const t = performance.now();
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS, pipe: true });
  const page = await browser.newPage();
  await printOnPage(page, doc, printOptions);
  await browser.close();
  naive.push(performance.now() - t);
}
const naiveP50 = pct(naive, 50);
console.log(
  `naive launch-per-PDF (one page): p50 ${ms(naiveP50)} -> the warm one-page export through the API is ${(naiveP50 / warmP50).toFixed(1)}x faster (target >= 15x)`,
);

// ---- 3. the split of one warm PDF: the printer's steps (its diagnostics channel, print-timings.ts) and the React
// render (timed around the renderer RenderPdf calls), direct, one page at a time
{
  const config = loadConfig({ CHROMIUM_PATH: CHROMIUM, PDF_CONCURRENCY: '1' });
  const printer = new PuppeteerClusterPrinter(config);
  const react = new ReactResumeHtml();
  let current = null;
  const timedHtml = {
    render: (...args) => {
      const t = performance.now();
      const html = react.render(...args);
      current.html = performance.now() - t;
      return html;
    },
  };
  const render = new RenderPdf(new SafeImageFetcher(config), timedHtml, printer);
  const onLaps = (laps) => Object.assign(current, laps);
  subscribe(PRINT_TIMINGS_CHANNEL, onLaps);
  const steps = { one: [], four: [], ja: [] };
  for (let i = 0; i < 60; i++) {
    for (const name of [...NAMES.slice(i % 3), ...NAMES.slice(0, i % 3)]) {
      current = {};
      const t = performance.now();
      await render.execute(input(resumes[name], `split-${i}`));
      current.total = performance.now() - t;
      if (i >= 10) steps[name].push(current);
    }
  }
  unsubscribe(PRINT_TIMINGS_CHANNEL, onLaps);
  await printer.onApplicationShutdown();
  const median = (rows, key) =>
    pct(
      rows.map((r) => r[key]),
      50,
    );
  const label = { one: 'one page', four: 'four pages', ja: 'Japanese one page' };
  for (const name of NAMES) {
    const rows = steps[name];
    const api = { one: warmP50, four: fourP50, ja: jaP50 }[name];
    const total = median(rows, 'total');
    console.log(
      `split of one warm PDF, ${label[name]} (direct, medians of 50): render HTML ${median(rows, 'html').toFixed(1)} ms, load into the page ${median(rows, 'load').toFixed(1)} ms, fonts ready ${median(rows, 'fonts').toFixed(1)} ms, print ${median(rows, 'print').toFixed(1)} ms; whole render ${total.toFixed(1)} ms, the API around it ~${(api - total).toFixed(0)} ms`,
    );
  }
}

// ---- 4. direct render vs the queue at concurrency 1/2/4 (the one-page resume)
const BLOCKS = Number(process.env.BLOCKS ?? 40);
const BLOCK = Number(process.env.BLOCK ?? 12);
const throughput = {};
const CONCURRENCIES = (process.env.CONCURRENCIES ?? '1,2,4').split(',').filter(Boolean).map(Number);
for (const c of CONCURRENCIES) {
  const config = loadConfig({ CHROMIUM_PATH: CHROMIUM, PDF_CONCURRENCY: String(c) });
  const printer = new PuppeteerClusterPrinter(config);
  const render = new RenderPdf(new SafeImageFetcher(config), new ReactResumeHtml(), printer);
  const prefix = `bench:pdf:${randomBytes(4).toString('hex')}:`;
  const worker = spawn(process.execPath, [join(root, 'backend/dist/worker.js')], {
    env: {
      ...process.env,
      REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      LOG_LEVEL: 'warn',
      CHROMIUM_PATH: CHROMIUM,
      PDF_CONCURRENCY: String(c),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(worker);
  // The API's side of the queue (the same adapter the API uses, over the queue BullModule would build, taking no
  // jobs itself): add, then wait for the worker's completion event.
  const queueConfig = loadConfig({ REDIS_URL, REDIS_KEY_PREFIX: prefix, PDF_CONCURRENCY: String(c) });
  const bull = openPdfQueue(queueConfig);
  const queue = new BullPdfQueue(queueConfig, bull);
  const add = (i) => queue.submit(pdfJob(input(resumes.one, `${c}-${i}`)));
  // Warm both paths, then alternate direct and queued blocks of jobs. The machine's speed moves by 10-20% over
  // seconds here (shared host), so short blocks side by side, in A-B B-A order, compare like with like. The figure
  // is total PDFs over total time for each path; the spread is the middle half of the per-block ratios.
  await Promise.all(Array.from({ length: c * 4 }, (_, i) => render.execute(input(resumes.one, `w${i}`))));
  await Promise.all(Array.from({ length: c * 4 }, (_, i) => add(`w${i}`)));
  const blockJobs = BLOCK * c;
  let directMs = 0;
  let queuedMs = 0;
  const ratios = [];
  const directBlock = async (block) => {
    const t = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: c }, async () => {
        while (next < blockJobs) {
          next += 1;
          await render.execute(input(resumes.one, `${block}-${next}`));
        }
      }),
    );
    return performance.now() - t;
  };
  const queuedBlock = async (block) => {
    const t = performance.now();
    await Promise.all(Array.from({ length: blockJobs }, (_, i) => add(`${block}-${i}`)));
    return performance.now() - t;
  };
  for (let block = 0; block < BLOCKS; block++) {
    // A-B then B-A: a machine getting faster or slower during a pair favours neither path.
    let d;
    let q;
    if (block % 2 === 0) {
      d = await directBlock(block);
      q = await queuedBlock(block);
    } else {
      q = await queuedBlock(block);
      d = await directBlock(block);
    }
    directMs += d;
    queuedMs += q;
    ratios.push(d / q);
  }
  await printer.onApplicationShutdown();
  worker.kill('SIGTERM');
  await new Promise((r) => worker.once('exit', r));
  const keys = await bull.client.keys(`${prefix}*`);
  if (keys.length) await bull.client.del(...keys);
  await bull.close();
  const jobs = BLOCKS * blockJobs;
  const direct = jobs / (directMs / 1000);
  const queued = jobs / (queuedMs / 1000);
  throughput[c] = { direct, queued };
  const quartile = (q) => [...ratios].sort((a, b) => a - b)[Math.floor(q * (ratios.length - 1))];
  console.log(
    `concurrency ${c}: direct ${direct.toFixed(2)} PDFs/s, through the Bull queue + worker ${queued.toFixed(2)} PDFs/s (ratio ${(queued / direct).toFixed(3)}, per-block middle half ${quartile(0.25).toFixed(3)}-${quartile(0.75).toFixed(3)}; ${BLOCKS} alternating blocks of ${blockJobs} each)`,
  );
}

// ---- 5. drift over DRIFT one-page PDFs through the API
const drift = [];
for (let i = 0; i < DRIFT; i++) drift.push((await one.pdf()).elapsed);
if (DRIFT >= 200) {
  const first = pct(drift.slice(0, 100), 95);
  const last = pct(drift.slice(-100), 95);
  console.log(
    `drift over ${DRIFT} PDFs through the API: p95 first 100 ${ms(first)}, last 100 ${ms(last)} (x${(last / first).toFixed(2)}); p50 overall ${ms(pct(drift, 50))}`,
  );
}

app.stop();
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
