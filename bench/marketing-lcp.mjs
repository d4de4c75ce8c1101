#!/usr/bin/env node
// Lighthouse 12 (mobile, the default simulated throttling: Slow 4G, 4x CPU) on the marketing pages as a visitor
// without a session gets them: landing, pricing, sign-in (issue 15 point 2: LCP <= 1.0 s each). The built product on
// the embedded defaults (its local checkout, so the prerendered pricing page is the one served);
// `npm run build && node bench/marketing-lcp.mjs` (RUNS, default 3; the median run by LCP is reported).
// SHELL_DIST_DIR=<another shell build> audits that build (an earlier commit's, for before/after figures).
import { startApp } from './lib/app.mjs';
import { lighthouseVersion, startAuditor } from './lib/lighthouse.mjs';

const runs = Number(process.env.RUNS ?? 3);
const app = await startApp({ name: 'bench-marketing', env: { DATABASE_URL: '', REDIS_URL: '' } });
const { audit, stop } = await startAuditor(runs);
const version = await lighthouseVersion();
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
await stop();
app.stop();
process.exit(0);
