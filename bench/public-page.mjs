#!/usr/bin/env node
// Lighthouse 12 (mobile, the default simulated throttling) on the server-rendered public pages of the built product:
// LCP (target <= 1.2 s) and the JavaScript transferred (target <= 30 kB gzip), then the same pages' throughput beside
// GET /health/live (autocannon, lib/throughput.mjs). `npx nx run backend:build` first, then
// `node bench/public-page.mjs` (RUNS, default 3; the median run is reported; CONNECTIONS, DURATION, ROUNDS for the
// throughput). As deployed: NODE_ENV=production, no test routes, embedded sql.js; plans come from the support
// command (grantPlan), as production grants them without payments. A premium owner with a realistic resume and a
// share link; audits /s/{id} (paid owner), a coded link's dialog and, after the owner is set back to Free,
// /r/{username} (free chrome shown).
import { randomBytes } from 'node:crypto';
import { grantPlan, signIn, startApp } from './lib/app.mjs';
import { writeResume } from './lib/owner.mjs';
import { lighthouseVersion, startAuditor } from './lib/lighthouse.mjs';
import { compareRoutes } from './lib/throughput.mjs';

const runs = Number(process.env.RUNS ?? 3);
const email = `page-${randomBytes(4).toString('hex')}@example.com`;
let app = await startApp({
  name: 'bench-page',
  env: {
    NODE_ENV: 'production',
    ENABLE_TEST_ROUTES: '',
    DATABASE_URL: '',
    REDIS_URL: '',
    PUBLIC_LOOKUPS_PER_WINDOW: '1000000',
  },
});
const { call } = await signIn(app, email);
app = await grantPlan(app, email, 'premium');
await writeResume(call, { name: 'Page Owner', experiences: 5 });
const open = await call('POST', '/api/share-links', {});
const coded = await call('POST', '/api/share-links', { securityCode: '2468' });
const username = (await call('GET', '/api/user')).username;
const { base } = app;

const { audit, stop } = await startAuditor(runs);
console.log(`\nLighthouse ${await lighthouseVersion()}, mobile (simulated Slow 4G, 4x CPU), median of ${runs}\n`);
console.log(
  '| page | LCP ms | FCP ms | JS transferred (bytes) | total transferred (bytes) | performance score |\n|---|---|---|---|---|---|',
);
const pages = [['/s/{id} (paid owner, no chrome)', `${base}/s/${open.shareableId}`]];
for (const [label, url] of pages) {
  const r = await audit(url);
  console.log(
    `| ${label} | ${Math.round(r.lcp)} | ${Math.round(r.fcp)} | ${r.js} | ${r.total} | ${Math.round(r.score * 100)} |`,
  );
}
// The coded link's dialog answers 403 (Lighthouse does not audit error statuses): its only script is inline.
const dialog = await (await fetch(`${base}/s/${coded.shareableId}`)).text();
const inline = [...dialog.matchAll(/<script>([\s\S]*?)<\/script>/g)].reduce((n, m) => n + m[1].length, 0);
console.log(
  `| /s/{id} coded: the security-code dialog (403, not audited) | - | - | inline only: ${inline} bytes, no script file | ${dialog.length} bytes of HTML | - |`,
);
app = await grantPlan(app, email, 'free');
const r = await audit(`${base}/r/${username}`);
console.log(
  `| /r/{username} (free owner: header, footer, credit) | ${Math.round(r.lcp)} | ${Math.round(r.fcp)} | ${r.js} | ${r.total} | ${Math.round(r.score * 100)} |`,
);
await stop();
await compareRoutes(
  base,
  [
    ['GET /s/{id}', `/s/${open.shareableId}`],
    ['GET /r/{username}', `/r/${username}`],
  ],
  'The audited pages, throughput on sql.js, NODE_ENV=production',
);
await app.stop();
process.exit(0);
