#!/usr/bin/env node
// Lighthouse 12 (mobile, the default simulated throttling: Slow 4G, 4x CPU) on the marketing pages as a visitor
// without a session gets them: landing, pricing, sign-in (issue 15 point 2: LCP <= 1.0 s each). The built product on
// the embedded defaults (its local checkout, so the prerendered pricing page is the one served);
// `npm run build && node bench/marketing-lcp.mjs` (RUNS, default 3; the median run by LCP is reported).
// SHELL_DIST_DIR=<another shell build> audits that build (an earlier commit's, for before/after figures).
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { root, startApp } from './lib/app.mjs';

const runs = Number(process.env.RUNS ?? 3);
const app = await startApp({ name: 'bench-marketing', env: { DATABASE_URL: '', REDIS_URL: '' } });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

async function audit(url) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const items = lhr.audits['resource-summary']?.details?.items ?? [];
    const transferred = (type) => items.find((r) => r.resourceType === type)?.transferSize ?? 0;
    results.push({
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      fcp: lhr.audits['first-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      js: transferred('script'),
      total: transferred('total'),
      score: lhr.categories.performance.score,
    });
  }
  results.sort((a, b) => a.lcp - b.lcp);
  return results[Math.floor(results.length / 2)];
}

const { version } = (await import(join(root, 'node_modules/lighthouse/package.json'), { with: { type: 'json' } }))
  .default;
console.log(`\nLighthouse ${version}, mobile (simulated Slow 4G, 4x CPU), median of ${runs}, signed out\n`);
console.log(
  '| page | LCP ms | FCP ms | TBT ms | JS transferred KiB | total transferred KiB | score |\n|---|---|---|---|---|---|---|',
);
for (const path of ['/', '/pricing', '/login']) {
  const r = await audit(`${app.base}${path}`);
  console.log(
    `| ${path} | ${Math.round(r.lcp)} | ${Math.round(r.fcp)} | ${Math.round(r.tbt)} | ${(r.js / 1024).toFixed(1)} | ${(r.total / 1024).toFixed(1)} | ${Math.round(r.score * 100)} |`,
  );
}
await chrome.kill();
app.stop();
process.exit(0);
